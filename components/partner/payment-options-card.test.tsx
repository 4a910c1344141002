/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Order } from "@/lib/api/schemas/order";
import { PaymentOptionsCard } from "./payment-options-card";
import { line } from "@/lib/domain/test-fixtures";
import { ORDER_UUID, partnerMoney, partnerOrder, renderCard, settle } from "./test-render";

const payFull = jest.fn<Promise<{ payment_url: string }>, unknown[]>();
const paySplit = jest.fn<Promise<{ payment_url: string }>, unknown[]>();
const createSplitPayments = jest.fn<Promise<void>, unknown[]>();
const getOrder = jest.fn<Promise<Order>, unknown[]>();
jest.mock("@/lib/api/browser", () => ({
  BROWSER_API_BASE: "/backend",
  browserApi: () => ({
    payFull: (...args: unknown[]) => payFull(...args),
    paySplit: (...args: unknown[]) => paySplit(...args),
    createSplitPayments: (...args: unknown[]) => createSplitPayments(...args),
    getOrder: (...args: unknown[]) => getOrder(...args),
  }),
}));

const PAY_URL = "http://partner-pay.localhost/backend/sandbox/pay/abc/";

function renderOptions(order: Order = partnerOrder()) {
  const go = jest.fn<void, [string]>();
  const view = renderCard(order, (live) => <PaymentOptionsCard order={live} lang="en" money={partnerMoney} go={go} />);
  return { ...view, go };
}

const button = (name: string | RegExp) => screen.getByRole("button", { name });
const guest = (n: number) => screen.getByRole("textbox", { name: `Guest ${n}` });
const total = () => screen.getByTestId("split-total");

describe("PaymentOptionsCard: default mode", () => {
  beforeEach(() => {
    payFull.mockReset();
    jest.spyOn(console, "error").mockImplementation(() => undefined);
  });

  it("pays the full amount: 'REDIRECTING ...' meanwhile, then the browser goes to the payment URL", async () => {
    let answer: (value: { payment_url: string }) => void = () => undefined;
    payFull.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { go } = renderOptions();
    fireEvent.click(button("Pay Full Amount"));
    expect(button("REDIRECTING ...")).toBeDisabled();
    expect(button("Split Bill")).toBeDisabled();
    expect(payFull).toHaveBeenCalledWith({ order_id: ORDER_UUID, payment_options: "full", selected_language: "en" });
    answer({ payment_url: PAY_URL });
    await waitFor(() => expect(go).toHaveBeenCalledWith(PAY_URL));
  });

  it("resets the redirect state when the payment call fails, with the failure logged", async () => {
    payFull.mockRejectedValue(new Error("409"));
    const { go } = renderOptions();
    fireEvent.click(button("Pay Full Amount"));
    await settle();
    expect(button("Pay Full Amount")).toBeEnabled();
    expect(button("Split Bill")).toBeEnabled();
    expect(go).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });

  it("has no options on an unsplit order with nothing left to pay", () => {
    renderOptions(partnerOrder({ balance_due: "0.000", payments: [{ payment_type: "cash", amount: "84.420" }] }));
    expect(screen.queryByRole("region", { name: "Payment Options" })).toBeNull();
  });
});

describe("PaymentOptionsCard: configure split", () => {
  beforeEach(() => {
    createSplitPayments.mockReset();
    getOrder.mockReset();
    jest.spyOn(console, "error").mockImplementation(() => undefined);
  });

  it("starts with 2 guests, the balance due in halves with the remainder on the second", () => {
    renderOptions(partnerOrder({ balance_due: "84.430" }));
    fireEvent.click(button("Split Bill"));
    expect(screen.getByRole("group", { name: "Guests" })).toHaveTextContent("2");
    expect(screen.getByRole("group", { name: "Guests" })).toHaveAccessibleDescription("Max upto 6 guests");
    expect([guest(1), guest(2)].map((input) => (input as HTMLInputElement).value)).toEqual(["42.21", "42.22"]);
    expect(total()).toHaveTextContent("TotalAED 84.43");
    expect(total()).toHaveAttribute("data-valid", "true");
    expect(total()).toHaveClass("text-green-800");
    expect(button("Confirm Split")).toBeEnabled();
  });

  it("counts 2 to 6 guests, splitting the balance evenly again on each change", () => {
    renderOptions();
    fireEvent.click(button("Split Bill"));
    expect(button("Remove a guest")).toBeDisabled();
    fireEvent.click(button("Add a guest"));
    expect([1, 2, 3].map((n) => (guest(n) as HTMLInputElement).value)).toEqual(["28.14", "28.14", "28.14"]);
    for (let i = 0; i < 5; i += 1) fireEvent.click(button("Add a guest"));
    expect(screen.getAllByRole("textbox")).toHaveLength(6);
    expect(button("Add a guest")).toBeDisabled();
  });

  it("reads 'Invalid Split Total' with an orange total row until the amounts add up to the balance due", async () => {
    createSplitPayments.mockResolvedValue(undefined);
    const split = ["Guest 1", "Guest 2", "Guest 3"].map((name, index) => ({
      uuid: `s${index}`,
      guest_name: name,
      amount: "28.140",
      status: "AVAILABLE",
    }));
    getOrder.mockResolvedValue(partnerOrder({ split_payments: split }));
    renderOptions();
    fireEvent.click(button("Split Bill"));
    fireEvent.click(button("Add a guest"));
    fireEvent.change(guest(1), { target: { value: "30" } });
    expect(button("Invalid Split Total")).toBeDisabled();
    expect(total()).toHaveTextContent("AED 86.28");
    expect(total()).toHaveAttribute("data-valid", "false");
    expect(total()).toHaveClass("text-orange-800");

    fireEvent.change(guest(1), { target: { value: "26.14" } });
    fireEvent.change(guest(3), { target: { value: "30.14" } });
    fireEvent.click(button("Confirm Split"));
    await waitFor(() => expect(screen.getAllByTestId("split-payment")).toHaveLength(3));
    expect(createSplitPayments).toHaveBeenCalledWith({ order_id: ORDER_UUID, split_amounts: [26.14, 28.14, 30.14] });
  });

  it("returns to the default mode with Cancel Split", () => {
    renderOptions();
    fireEvent.click(button("Split Bill"));
    fireEvent.click(button("Cancel Split"));
    expect(button("Pay Full Amount")).toBeEnabled();
    expect(screen.queryByTestId("split-configure")).toBeNull();
  });

  it("gives Confirm Split back when the split call fails", async () => {
    createSplitPayments.mockRejectedValue(new Error("400"));
    renderOptions();
    fireEvent.click(button("Split Bill"));
    fireEvent.click(button("Confirm Split"));
    await settle();
    expect(button("Confirm Split")).toBeEnabled();
    expect(console.error).toHaveBeenCalled();
  });
});

describe("PaymentOptionsCard: pay a split", () => {
  const split = [
    { uuid: "s-paid", guest_name: "Guest 1", amount: "28.140", status: "PAID" },
    { uuid: "s-pending", guest_name: "Guest 2", amount: "28.140", status: "PENDING" },
    { uuid: "s-open", guest_name: "Guest 3", amount: "28.140", status: "AVAILABLE" },
  ];

  beforeEach(() => {
    paySplit.mockReset();
    jest.spyOn(console, "error").mockImplementation(() => undefined);
  });

  it("lists each guest's share: Paid, In progress, or a Pay button", () => {
    renderOptions(partnerOrder({ split_payments: split, balance_due: "56.280" }));
    const rows = screen.getAllByTestId("split-payment");
    expect(rows.map((row) => row.textContent)).toEqual(["Guest 1AED 28.14Paid", "Guest 2AED 28.14In progress", "Guest 3AED 28.14Pay"]);
    expect(screen.queryByRole("button", { name: "Pay Full Amount" })).toBeNull();
  });

  it("pays a share through its payment URL, and gives Pay back when the call fails", async () => {
    paySplit.mockRejectedValueOnce(new Error("409")).mockResolvedValueOnce({ payment_url: PAY_URL });
    const { go } = renderOptions(partnerOrder({ split_payments: split, balance_due: "56.280" }));
    const row = screen.getAllByTestId("split-payment")[2] as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "Pay" }));
    expect(within(row).getByRole("button", { name: "REDIRECTING ..." })).toBeDisabled();
    await settle();
    expect(within(row).getByRole("button", { name: "Pay" })).toBeEnabled();
    expect(console.error).toHaveBeenCalled();

    fireEvent.click(within(row).getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(PAY_URL));
    expect(paySplit).toHaveBeenLastCalledWith({ order_id: ORDER_UUID, split_payment_uuid: "s-open", selected_language: "en" });
  });
});

describe("PaymentOptionsCard: table tab (issue 16)", () => {
  // One latte of mine (20.00) and a cake of another phone (40.00), VAT 5 %: 63.00, a third of it mine.
  const tab = (overrides: Parameters<typeof partnerOrder>[0] = {}) =>
    partnerOrder({
      sub_total: "60.000",
      total: "63.000",
      balance_due: "63.000",
      line_items: [
        line("Latte", "20.000", 1, { cart_uuid: "mine", tab_guest_number: 1 }),
        line("Cake", "40.000", 1, { cart_uuid: "theirs", tab_guest_number: 2 }),
      ],
      ...overrides,
    });
  const renderTab = (order: Order) => {
    const go = jest.fn<void, [string]>();
    renderCard(order, (live) => <PaymentOptionsCard order={live} lang="en" money={partnerMoney} go={go} tableTab />);
    return go;
  };

  beforeEach(() => {
    localStorage.clear();
    payFull.mockReset();
    paySplit.mockReset();
    createSplitPayments.mockReset();
    getOrder.mockReset();
  });

  it("splits my part off the balance and pays it at once", async () => {
    localStorage.setItem("carte-tab-lines", JSON.stringify(["mine"]));
    createSplitPayments.mockResolvedValue(undefined);
    getOrder.mockResolvedValue(
      tab({
        split_payments: [
          { uuid: "s1", guest_name: "Guest 1", amount: "21.000", status: "AVAILABLE" },
          { uuid: "s2", guest_name: "Guest 2", amount: "42.000", status: "AVAILABLE" },
        ],
      }),
    );
    paySplit.mockResolvedValue({ payment_url: PAY_URL });
    const go = renderTab(tab());
    fireEvent.click(await screen.findByRole("button", { name: "Pay My Items" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(PAY_URL));
    expect(createSplitPayments).toHaveBeenCalledWith({ order_id: ORDER_UUID, split_amounts: [21, 42] });
    expect(paySplit).toHaveBeenCalledWith({ order_id: ORDER_UUID, split_payment_uuid: "s1", selected_language: "en" });
  });

  it("names my share as my lines are named (issue 24 item 9)", async () => {
    localStorage.setItem("carte-tab-lines", JSON.stringify(["mine"]));
    createSplitPayments.mockResolvedValue(undefined);
    getOrder.mockResolvedValue(
      tab({
        split_payments: [
          { uuid: "s1", guest_name: "Alice", amount: "21.000", status: "AVAILABLE" },
          { uuid: "s2", guest_name: "Guest 2", amount: "42.000", status: "AVAILABLE" },
        ],
      }),
    );
    paySplit.mockResolvedValue({ payment_url: PAY_URL });
    const named = tab({
      line_items: [
        line("Latte", "20.000", 1, { cart_uuid: "mine", tab_guest_number: 1, added_by: "Alice" }),
        line("Cake", "40.000", 1, { cart_uuid: "theirs", tab_guest_number: 2, added_by: "Bob" }),
      ],
    });
    const go = renderTab(named);
    fireEvent.click(await screen.findByRole("button", { name: "Pay My Items" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(PAY_URL));
    expect(createSplitPayments).toHaveBeenCalledWith({ order_id: ORDER_UUID, split_amounts: [21, 42], guest_names: ["Alice", ""] });
  });

  it("pays the whole balance when my part is all that is left", async () => {
    localStorage.setItem("carte-tab-lines", JSON.stringify(["theirs"]));
    payFull.mockResolvedValue({ payment_url: PAY_URL });
    const go = renderTab(tab({ balance_due: "42.000" }));
    fireEvent.click(await screen.findByRole("button", { name: "Pay My Items" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(PAY_URL));
    expect(createSplitPayments).not.toHaveBeenCalled();
  });

  it("offers nothing to a phone that added no line", async () => {
    renderTab(tab());
    await settle();
    expect(screen.queryByRole("button", { name: "Pay My Items" })).toBeNull();
    expect(button("Pay Full Amount")).toBeEnabled();
  });
});
