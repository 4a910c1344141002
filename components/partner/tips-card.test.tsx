/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ApiError } from "@/lib/api/errors";
import type { Order } from "@/lib/api/schemas/order";
import { RemoveTip } from "./remove-tip";
import { TipsCard } from "./tips-card";
import { ORDER_UUID, partnerMoney, partnerOrder, renderCard as renderLive, settle } from "./test-render";

const saveTips = jest.fn<Promise<void>, unknown[]>();
const getOrder = jest.fn<Promise<Order>, unknown[]>();
jest.mock("@/lib/api/browser", () => ({
  BROWSER_API_BASE: "/backend",
  browserApi: () => ({
    saveTips: (...args: unknown[]) => saveTips(...args),
    getOrder: (...args: unknown[]) => getOrder(...args),
  }),
}));

const tipLine = () => screen.getByRole("status");
const add = () => screen.getByRole("button", { name: "Add Tip" });

function renderCard(order: Order = partnerOrder()) {
  return renderLive(order, (live) => <TipsCard order={live} lang="en" money={partnerMoney} />);
}

describe("TipsCard (001 section 4, Tips)", () => {
  beforeEach(() => {
    saveTips.mockReset();
    getOrder.mockReset();
    jest.spyOn(console, "error").mockImplementation(() => undefined);
  });

  it("offers 0%, 5%, 10%, 15% and Custom, 0% chosen and nothing to add", () => {
    renderCard();
    expect(screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(["0%", "5%", "10%", "15%", "Custom"]);
    expect(screen.getByRole("radio", { name: "0%" })).toBeChecked();
    expect(tipLine()).toHaveTextContent("Tip: AED 0.00");
    expect(add()).toBeDisabled();
  });

  it("computes each percentage on the total without tips, at the menu's decimal places", () => {
    renderCard();
    const amounts = ["5%", "10%", "15%"].map((name) => {
      fireEvent.click(screen.getByRole("radio", { name }));
      return tipLine().textContent;
    });
    // 5, 10 and 15 % of AED 84.42: 4.221, 8.442 and 12.663.
    expect(amounts).toEqual(["Tip: AED 4.22", "Tip: AED 8.44", "Tip: AED 12.66"]);
  });

  it("saves the tip with the tips call and refetches the order", async () => {
    saveTips.mockResolvedValue(undefined);
    getOrder.mockResolvedValue(partnerOrder({ total: "92.860", additional_data: { tips_amount: "8.440", iiko_loyalty_discounts: [] } }));
    renderCard();
    fireEvent.click(screen.getByRole("radio", { name: "10%" }));
    fireEvent.click(add());
    expect(add()).toBeDisabled();
    await waitFor(() => expect(getOrder).toHaveBeenCalledWith("en", ORDER_UUID, expect.anything()));
    expect(saveTips).toHaveBeenCalledWith({ order_uuid: ORDER_UUID, tips_amount: 8.44 });
  });

  it("takes a custom amount of 0 or more, formatted to the menu's decimal places", () => {
    renderCard();
    fireEvent.click(screen.getByRole("radio", { name: "Custom" }));
    const input = screen.getByRole("textbox", { name: "Tip amount" });
    fireEvent.change(input, { target: { value: "-2" } });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter an amount of 0 or more");
    expect(add()).toBeDisabled();

    fireEvent.change(input, { target: { value: "5.5" } });
    fireEvent.blur(input);
    expect(input).toHaveValue("5.50");
    expect(tipLine()).toHaveTextContent("Tip: AED 5.50");
    expect(add()).toBeEnabled();
  });

  it("gives the button back when saving fails, with the failure logged", async () => {
    saveTips.mockRejectedValue(new Error("409"));
    renderCard();
    fireEvent.click(screen.getByRole("radio", { name: "15%" }));
    fireEvent.click(add());
    await settle();
    expect(add()).toBeEnabled();
    expect(console.error).toHaveBeenCalled();
    expect(getOrder).not.toHaveBeenCalled();
  });
});

describe("RemoveTip (tips reset to zero under canResetTips)", () => {
  it("resets the tip to zero and refetches the order", async () => {
    saveTips.mockReset().mockResolvedValue(undefined);
    getOrder.mockReset().mockResolvedValue(partnerOrder());
    const order = partnerOrder({ total: "92.860", additional_data: { tips_amount: "8.440", iiko_loyalty_discounts: [] } });
    renderLive(order, (live) => <RemoveTip order={live} lang="en" money={partnerMoney} />);
    expect(screen.getByTestId("remove-tip")).toHaveTextContent("Tip: AED 8.44");
    fireEvent.click(screen.getByRole("button", { name: "Remove Tip" }));
    await waitFor(() => expect(getOrder).toHaveBeenCalled());
    expect(saveTips).toHaveBeenCalledWith({ order_uuid: ORDER_UUID, tips_amount: 0 });
  });
});

describe("TipsCard bound (issue 24)", () => {
  beforeEach(() => {
    saveTips.mockReset();
    jest.spyOn(console, "error").mockImplementation(() => undefined);
  });

  it("says a tip above the order's subtotal is too much and does not send it", () => {
    const order = partnerOrder();
    renderCard(order);
    fireEvent.click(screen.getByRole("radio", { name: "Custom" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Tip amount" }), { target: { value: String(Number(order.sub_total) + 1) } });
    expect(screen.getByRole("alert")).toHaveTextContent("The tip can be at most");
    expect(add()).toBeDisabled();
    expect(saveTips).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a tip above the venue's maximum (422)", async () => {
    const body = { detail: "The tip can be at most 5", errors: { tips_amount: ["The tip can be at most 5"] } };
    saveTips.mockRejectedValue(
      new ApiError({ kind: "http", method: "POST", url: "/backend/iiko/tips/loyalty/promotions/", status: 422, body }),
    );
    renderCard();
    fireEvent.click(screen.getByRole("radio", { name: "10%" }));
    fireEvent.click(add());
    expect(await screen.findByRole("alert")).toHaveTextContent("This tip is more than this venue allows");
  });
});
