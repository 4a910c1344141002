/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { Input, inputClass } from "./input";
import { look } from "./component-layer.test-support";

describe("Input", () => {
  it("is a 44 px text input with the focus ring that passes its value and ref on", () => {
    const onChange = jest.fn();
    const ref = createRef<HTMLInputElement>();
    render(<Input ref={ref} aria-label="Coupon" defaultValue="" onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Coupon" });
    expect(ref.current).toBe(input);
    expect(look(input.className)).toEqual(
      expect.arrayContaining(["min-h-11", "focus-visible:outline-primary", "aria-invalid:border-red-700"]),
    );
    fireEvent.change(input, { target: { value: "SPRING" } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("is invalid through aria-invalid, and a caller's classes replace the same property's", () => {
    render(<Input aria-label="Phone" aria-invalid className="w-full aria-invalid:border-[#b00020]" />);
    const input = screen.getByRole("textbox", { name: "Phone" });
    expect(input).toBeInvalid();
    // The caller's utilities come after the look's component class, and win by their layer.
    expect(input.className).toBe("input w-full aria-invalid:border-[#b00020]");
    expect(inputClass("bg-page-bg text-text")).toBe("input bg-page-bg text-text");
  });
});
