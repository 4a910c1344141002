/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { CouponBox } from "./coupon-box";

type Props = Parameters<typeof CouponBox>[0];

function renderBox(props: Partial<Props> = {}) {
  const onApply = jest.fn();
  const onDelete = jest.fn();
  const view = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CouponBox autoCode={null} code="" invalid={false} loading={false} onApply={onApply} onDelete={onDelete} {...props} />
    </NextIntlClientProvider>,
  );
  return { ...view, onApply, onDelete, input: screen.getByRole("textbox", { name: "Coupon" }) };
}

describe("CouponBox (001 section 4, Coupon)", () => {
  it("'no coupon gives an input with button Apply Coupon', disabled while empty", () => {
    const { input, onApply } = renderBox();
    expect(input).toHaveAttribute("placeholder", "Coupon Code");
    expect(screen.getByRole("button", { name: "Apply Coupon" })).toBeDisabled();
    fireEvent.change(input, { target: { value: "save20" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply Coupon" }));
    expect(onApply).toHaveBeenCalledWith("save20");
  });

  it("applies the auto code on load when the input is empty, and shows 'Coupon Applied'", () => {
    const { input, onApply, rerender } = renderBox({ autoCode: "HELLO5" });
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith("HELLO5");
    expect(input).toHaveValue("HELLO5");
    rerender(
      <NextIntlClientProvider locale="en" messages={messages}>
        <CouponBox autoCode="HELLO5" code="HELLO5" invalid={false} loading={false} onApply={onApply} onDelete={jest.fn()} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole("button", { name: "Coupon Applied" })).toBeDisabled();
  });

  it("does not auto-apply over a coupon already in the cart", () => {
    const { input, onApply } = renderBox({ autoCode: "HELLO5", code: "SAVE20" });
    expect(onApply).not.toHaveBeenCalled();
    expect(input).toHaveValue("SAVE20");
    expect(screen.getByRole("button", { name: "Delete Coupon" })).toBeEnabled();
  });

  it("'Delete Coupon' clears the coupon and the input", () => {
    const { input, onDelete } = renderBox({ code: "WELCOME15", autoCode: "HELLO5" });
    fireEvent.click(screen.getByRole("button", { name: "Delete Coupon" }));
    expect(onDelete).toHaveBeenCalled();
    expect(input).toHaveValue("");
  });

  it("disables Apply while the coupon loads", () => {
    renderBox({ code: "SAVE20", loading: true });
    expect(screen.getByRole("button", { name: "Apply Coupon" })).toBeDisabled();
  });

  it("flags the input when the coupon is invalid and non-empty (001 section 8)", () => {
    const { input } = renderBox({ code: "SUMMER24", invalid: true });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Invalid coupon code");
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid coupon code");
    fireEvent.change(input, { target: { value: "SUMMER2" } });
    expect(input).toHaveAttribute("aria-invalid", "false");
  });
});
