/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { Order } from "@/lib/api/schemas/order";
import { ApiError } from "@/lib/api/errors";
import { WalletCard } from "./wallet-card";
import { ORDER_UUID, partnerMoney, partnerOrder, renderCard, settle } from "./test-render";

const getWallet = jest.fn<Promise<unknown>, unknown[]>();
const redeemWallet = jest.fn<Promise<void>, unknown[]>();
const getOrder = jest.fn<Promise<Order>, unknown[]>();
jest.mock("@/lib/api/browser", () => ({
  BROWSER_API_BASE: "/backend",
  browserApi: () => ({
    getWallet: (...args: unknown[]) => getWallet(...args),
    redeemWallet: (...args: unknown[]) => redeemWallet(...args),
    getOrder: (...args: unknown[]) => getOrder(...args),
  }),
}));

// The venue API's lookup: the wallet's id only, name and balance withheld.
const WITHHELD = { name: null, balance: 0, wallet_id: "BW-100001" };

async function renderWallet(order: Order = partnerOrder()) {
  const view = renderCard(order, (live) => <WalletCard order={live} lang="en" money={partnerMoney} />);
  await screen.findByRole("region", { name: "Blue Wallet" });
  return view;
}

const amount = () => screen.getByRole("textbox", { name: "Amount" });
const otp = () => screen.getByRole("textbox", { name: "OTP" });
const redeem = () => screen.getByRole("button", { name: "Redeem" });

describe("WalletCard (001 section 4, Wallet)", () => {
  beforeEach(() => {
    getWallet.mockReset().mockResolvedValue(WITHHELD);
    redeemWallet.mockReset();
    getOrder.mockReset();
    jest.spyOn(console, "error").mockImplementation(() => undefined);
  });

  it("is not there when the guest has no wallet", async () => {
    getWallet.mockResolvedValue(null);
    renderCard(partnerOrder(), (live) => <WalletCard order={live} lang="en" money={partnerMoney} />);
    await waitFor(() => expect(getWallet).toHaveBeenCalled());
    await settle();
    expect(screen.queryByRole("region", { name: "Blue Wallet" })).toBeNull();
  });

  it("offers the balance due, with the OTP helper 'Get from Blue App'", async () => {
    await renderWallet();
    expect(screen.getByRole("region", { name: "Blue Wallet" })).toBeInTheDocument();
    expect(amount()).toHaveValue("84.42");
    expect(amount()).toHaveAccessibleDescription("Max AED 84.42");
    expect(otp()).toHaveAccessibleDescription("Get from Blue App");
    expect(screen.queryByText("Balance")).toBeNull();
  });

  it("shows a disclosed name and balance, and caps the amount at the lower of balance and balance due", async () => {
    getWallet.mockResolvedValue({ name: "Omar Haddad", balance: 75.5, wallet_id: "BW-100002" });
    await renderWallet();
    expect(screen.getByText("Omar Haddad")).toBeInTheDocument();
    expect(screen.getByText("Balance").nextElementSibling).toHaveTextContent("AED 75.50");
    expect(amount()).toHaveValue("75.50");
    fireEvent.change(amount(), { target: { value: "80" } });
    expect(amount()).toHaveAttribute("aria-invalid", "true");
    fireEvent.blur(amount());
    expect(amount()).toHaveValue("75.50");
  });

  it("enables Redeem only at 6 digits", async () => {
    await renderWallet();
    fireEvent.change(otp(), { target: { value: "12a34" } });
    expect(otp()).toHaveValue("1234");
    expect(redeem()).toBeDisabled();
    fireEvent.change(otp(), { target: { value: "1234567" } });
    expect(otp()).toHaveValue("123456");
    expect(redeem()).toBeEnabled();
    fireEvent.change(amount(), { target: { value: "0" } });
    expect(redeem()).toBeDisabled();
  });

  it("says 'Incorrect OTP' and clears the field when the redeem fails", async () => {
    redeemWallet.mockRejectedValue(
      new ApiError({ kind: "http", method: "POST", url: "/backend/iiko/af/blue/x/", status: 400, body: { detail: "Incorrect OTP" } }),
    );
    await renderWallet();
    fireEvent.change(otp(), { target: { value: "000000" } });
    fireEvent.click(redeem());
    expect(redeem()).toBeDisabled();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Incorrect OTP"));
    expect(otp()).toHaveValue("");
    expect(otp()).toHaveAttribute("aria-invalid", "true");
    expect(getOrder).not.toHaveBeenCalled();
    fireEvent.change(otp(), { target: { value: "1" } });
    expect(otp()).toHaveAccessibleDescription("Get from Blue App");
  });

  it("redeems the amount with the OTP and refetches the order, starting again at the new balance due", async () => {
    redeemWallet.mockResolvedValue(undefined);
    getOrder.mockResolvedValue(partnerOrder({ payments: [{ payment_type: "blue_wallet", amount: "20.000" }], balance_due: "64.420" }));
    await renderWallet();
    fireEvent.change(amount(), { target: { value: "20" } });
    fireEvent.change(otp(), { target: { value: "123456" } });
    fireEvent.click(redeem());
    await waitFor(() => expect(amount()).toHaveValue("64.42"));
    expect(redeemWallet).toHaveBeenCalledWith(ORDER_UUID, { wallet_id: "BW-100001", amount: 20, otp: "123456" });
    expect(otp()).toHaveValue("");
    expect(getWallet).toHaveBeenCalledTimes(2);
  });
});
