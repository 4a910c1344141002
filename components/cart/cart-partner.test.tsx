/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { LoyaltyPromotionsPayloadInput } from "@/lib/api/schemas/partner";
import { employeeAnswer, loyaltyAnswer } from "./partner-test-doubles";
import { demoConfig, flatWhite, partnerConfig, partnerLine } from "./test-fixtures";
import { DEMO_CART_KEY, renderCart } from "./test-render";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => "/en/cart/",
  useSearchParams: () => new URLSearchParams(),
}));

const mockApi = {
  getCoupon: jest.fn(),
  getMenuSection: jest.fn(),
  checkGeofence: jest.fn(),
  getLoyaltyPromotions: jest.fn(),
  verifyEmployee: jest.fn(),
};
jest.mock("@/lib/api/browser", () => ({ browserApi: () => mockApi }));

// Two cappuccinos (18) and a club sandwich (48) at table 4: the cart of issue 12 (AED 88.20 shown, 84.42 charged).
const TABLE_CART = {
  products: [partnerLine(2002, 2), partnerLine(2005, 1)],
  orderType: "dine_in" as const,
  orderLocation: "4",
  orderLocationType: "Table" as const,
  orderLocationToken: "t/abc",
};

const summary = () => screen.getByRole("region", { name: "Order summary" });
const row = (label: string | RegExp) => within(summary()).getByText(label, { selector: "dt" }).parentElement?.textContent ?? "";
const loyaltyRows = () =>
  within(summary())
    .queryAllByTestId("loyalty-discount")
    .map((element) => element.textContent);
const idInput = () => screen.getByRole("textbox", { name: "Employee ID" });
const settled = () => waitFor(() => expect(summary()).toHaveAttribute("aria-busy", "false"));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.clearAllMocks();
  mockApi.getMenuSection.mockResolvedValue({ minimum_order_amount: 0 });
  mockApi.getLoyaltyPromotions.mockImplementation((request: LoyaltyPromotionsPayloadInput) => Promise.resolve(loyaltyAnswer(request)));
  mockApi.verifyEmployee.mockImplementation(employeeAnswer);
});

describe("the partner cart's loyalty discounts (001 sections 2 and 4)", () => {
  it("asks for the cart's line items, employee and order type, and shows each discount under 'Loyalty Discounts'", async () => {
    renderCart(TABLE_CART, partnerConfig());
    await waitFor(() => expect(loyaltyRows()).toEqual(["Blue rewards: 10% off coffee-AED 3.60"]));
    expect(within(summary()).getByRole("group", { name: "Loyalty Discounts" })).toBeInTheDocument();
    expect(mockApi.getLoyaltyPromotions).toHaveBeenCalledWith(
      expect.objectContaining({
        emenu_id: 2,
        employee_id: null,
        phone: null,
        order_type: "dine_in",
        cart_items: [
          expect.objectContaining({ product: 2002, quantity: 2, product_price: 18, cart_uuid: "line-2002" }),
          expect.objectContaining({ product: 2005, quantity: 1, product_price: 48, cart_uuid: "line-2005" }),
        ],
      }),
      expect.anything(),
    );
    // 84 − 3.60, VAT 5 % of 80.40: the AED 84.42 the venue API charges, not 88.20.
    expect(row("VAT 5%")).toContain("AED 4.02");
    expect(within(summary()).getByTestId("cart-total")).toHaveTextContent("AED 84.42");
  });

  it("blurs the totals and holds the checkout while the loyalty discounts load", async () => {
    let answer: (value: ReturnType<typeof loyaltyAnswer>) => void = () => {};
    mockApi.getLoyaltyPromotions.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderCart({ ...TABLE_CART, paymentType: "cash" }, partnerConfig());
    await waitFor(() => expect(summary()).toHaveAttribute("aria-busy", "true"));
    expect(within(summary()).getByTestId("totals-loading")).toHaveClass("backdrop-blur-[5px]");
    expect(within(summary()).getByRole("status")).toHaveTextContent("Loading");
    expect(screen.getByRole("button", { name: "Checkout" })).toBeDisabled();
    await act(async () => answer([{ name: "Blue rewards: 10% off coffee", discounts: [{ discountSum: 3.6 }] }]));
    await settled();
    expect(screen.getByRole("link", { name: "Checkout" })).toBeInTheDocument();
    expect(loyaltyRows()).toEqual(["Blue rewards: 10% off coffee-AED 3.60"]);
  });

  it("applies the automatic payment type while they load, and keeps a choice made meanwhile", async () => {
    let answer: (value: ReturnType<typeof loyaltyAnswer>) => void = () => {};
    mockApi.getLoyaltyPromotions.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderCart(TABLE_CART, partnerConfig());
    await waitFor(() => expect(summary()).toHaveAttribute("aria-busy", "true"));
    // Online payment is on and nothing was chosen: card, already while the discounts load.
    await waitFor(() => expect(screen.getByRole("radio", { name: "Online Payments" })).toBeChecked());
    fireEvent.click(screen.getByRole("radio", { name: "Cash" }));
    await act(async () => answer([{ name: "Blue rewards: 10% off coffee", discounts: [{ discountSum: 3.6 }] }]));
    await settled();
    expect(screen.getByRole("radio", { name: "Cash" })).toBeChecked();
  });

  it("asks again when the cart changes", async () => {
    renderCart(TABLE_CART, partnerConfig());
    await waitFor(() => expect(loyaltyRows()).toHaveLength(1));
    fireEvent.click(within(screen.getByRole("listitem", { name: /Cappuccino/ })).getByRole("button", { name: "Increase quantity" }));
    await waitFor(() => expect(loyaltyRows()).toEqual(["Blue rewards: 10% off coffee-AED 5.40"]));
  });

  it("is not asked on other venues, which have no employee box either", async () => {
    renderCart({ products: [flatWhite()], orderType: "takeaway" }, demoConfig({ autoCoupon: null }));
    await screen.findByRole("region", { name: "Order summary" });
    expect(mockApi.getLoyaltyPromotions).not.toHaveBeenCalled();
    expect(screen.queryByRole("textbox", { name: "Employee ID" })).not.toBeInTheDocument();
    expect(within(summary()).queryByTestId("loyalty-discounts")).not.toBeInTheDocument();
  });
});

describe("the employee discount box (001 sections 2, 4 and 8)", () => {
  it("comes after the order comments", async () => {
    renderCart(TABLE_CART, partnerConfig());
    const comments = await screen.findByRole("textbox", { name: "Order Comments" });
    expect(comments.compareDocumentPosition(idInput()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(idInput().compareDocumentPosition(summary()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("flags a wrong id, clears the flag on edit, then applies the right one: Remove Discount and the employee's promotion", async () => {
    renderCart(TABLE_CART, partnerConfig());
    await waitFor(() => expect(loyaltyRows()).toHaveLength(1));
    const apply = () => screen.getByRole("button", { name: "Apply Discount" });
    expect(apply()).toBeDisabled();

    // No phone in the cart: the box asks the one the id is verified with.
    fireEvent.change(screen.getByRole("textbox", { name: "Employee phone number" }), { target: { value: "050 333 0003" } });
    fireEvent.change(idInput(), { target: { value: "AF9999" } });
    fireEvent.click(apply());
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid employee ID");
    expect(idInput()).toHaveAttribute("aria-invalid", "true");
    expect(mockApi.verifyEmployee).toHaveBeenCalledWith("AF9999", { phone: "+971503330003", menu: 2 });

    fireEvent.change(idInput(), { target: { value: "AF1001" } });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(idInput()).toHaveAttribute("aria-invalid", "false");
    fireEvent.click(apply());

    expect(await screen.findByRole("button", { name: "Remove Discount" })).toBeEnabled();
    expect(screen.queryByRole("textbox", { name: "Employee phone number" })).not.toBeInTheDocument();
    const stored = JSON.parse(sessionStorage.getItem(DEMO_CART_KEY) ?? "{}") as { state: Record<string, unknown> };
    expect(stored.state).toMatchObject({ employeeId: "AF1001", disableCustomerPhone: true, invalidEmployeeDiscount: false });
    expect(JSON.parse(localStorage.getItem(DEMO_CART_KEY) ?? "{}")).toMatchObject({ state: { customerPhone: "+971503330003" } });

    await waitFor(() => expect(loyaltyRows()).toEqual(["Blue rewards: 10% off coffee-AED 3.60", "Team member meal: 20% off-AED 16.80"]));
    expect(mockApi.getLoyaltyPromotions).toHaveBeenLastCalledWith(
      expect.objectContaining({ employee_id: "AF1001", phone: "+971503330003" }),
      expect.anything(),
    );
    // 84 − 20.40 = 63.60, VAT 3.18.
    expect(within(summary()).getByTestId("cart-total")).toHaveTextContent("AED 66.78");
  });

  it("verifies with the cart's phone when it has a valid one, and Remove Discount takes the employee's promotion away", async () => {
    localStorage.setItem(DEMO_CART_KEY, JSON.stringify({ state: { customerPhone: "+971503330003" }, version: 0 }));
    renderCart(TABLE_CART, partnerConfig());
    await waitFor(() => expect(loyaltyRows()).toHaveLength(1));
    expect(screen.queryByRole("textbox", { name: "Employee phone number" })).not.toBeInTheDocument();
    fireEvent.change(idInput(), { target: { value: " AF1001 " } });
    fireEvent.click(screen.getByRole("button", { name: "Apply Discount" }));
    await waitFor(() => expect(loyaltyRows()).toHaveLength(2));
    expect(mockApi.verifyEmployee).toHaveBeenCalledWith("AF1001", { phone: "+971503330003", menu: 2 });

    fireEvent.click(screen.getByRole("button", { name: "Remove Discount" }));
    await waitFor(() => expect(loyaltyRows()).toEqual(["Blue rewards: 10% off coffee-AED 3.60"]));
    expect(idInput()).toHaveValue("");
    const stored = JSON.parse(sessionStorage.getItem(DEMO_CART_KEY) ?? "{}") as { state: Record<string, unknown> };
    expect(stored.state).toMatchObject({ employeeId: "", disableCustomerPhone: false });
  });

  it("holds the checkout while the id is being verified", async () => {
    localStorage.setItem(DEMO_CART_KEY, JSON.stringify({ state: { customerPhone: "+971503330003" }, version: 0 }));
    let answer: (value: { employee_id: string; employee_phone: string }) => void = () => {};
    mockApi.verifyEmployee.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderCart({ ...TABLE_CART, paymentType: "cash" }, partnerConfig());
    await settled();
    fireEvent.change(idInput(), { target: { value: "AF1001" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply Discount" }));
    await waitFor(() => expect(summary()).toHaveAttribute("aria-busy", "true"));
    expect(screen.getByRole("button", { name: "Checkout" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Apply Discount" })).toBeDisabled();
    await act(async () => answer({ employee_id: "AF1001", employee_phone: "+971503330003" }));
    await settled();
    expect(screen.getByRole("link", { name: "Checkout" })).toBeInTheDocument();
  });

  it("never sends what cannot be an id: oversized or control characters; a bad phone is named", async () => {
    renderCart(TABLE_CART, partnerConfig());
    await settled();
    expect(idInput()).toHaveAttribute("maxLength", "64");
    fireEvent.change(screen.getByRole("textbox", { name: "Employee phone number" }), { target: { value: "0503330003" } });
    fireEvent.change(idInput(), { target: { value: "A".repeat(65) } });
    expect(screen.getByRole("button", { name: "Apply Discount" })).toBeDisabled();
    fireEvent.change(idInput(), { target: { value: "AF\u00001001" } });
    expect(screen.getByRole("button", { name: "Apply Discount" })).toBeDisabled();

    const phone = screen.getByRole("textbox", { name: "Employee phone number" });
    fireEvent.change(phone, { target: { value: "12" } });
    fireEvent.blur(phone);
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription("Please enter valid phone number");
    expect(mockApi.verifyEmployee).not.toHaveBeenCalled();
  });

  it("sends slashes and other scripts as they are, and flags them when refused", async () => {
    renderCart(TABLE_CART, partnerConfig());
    await settled();
    fireEvent.change(screen.getByRole("textbox", { name: "Employee phone number" }), { target: { value: "0503330003" } });
    for (const id of ["../../admin", "موظف١٠٠١"]) {
      fireEvent.change(idInput(), { target: { value: id } });
      fireEvent.click(screen.getByRole("button", { name: "Apply Discount" }));
      expect(await screen.findByRole("alert")).toHaveTextContent("Invalid employee ID");
      expect(mockApi.verifyEmployee).toHaveBeenLastCalledWith(id, { phone: "+971503330003", menu: 2 });
    }
  });
});
