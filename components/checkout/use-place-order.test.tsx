/** @jest-environment jsdom */
import { act, renderHook, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { CartStoreProvider, useCartStore } from "@/components/cart/cart-store-provider";
import { ApiError } from "@/lib/api/errors";
import type { OrderPayloadInput } from "@/lib/api/schemas/order";
import messages from "@/messages/en.json";
import { usePlaceOrder, type PlaceOrderRequest } from "./use-place-order";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/en/checkout/",
  useParams: () => ({ lang: "en" }),
}));

const api = { createOrder: jest.fn(), updateOrder: jest.fn() };
jest.mock("@/lib/api/browser", () => ({ browserApi: () => api }));

const UUID = "8f14e45f-ceea-467f-a1b2-0c1d2e3f4a5b";
const EXISTING = "c9f0f895-fb98-4b91-9f2a-1e2d3c4b5a69";

const payload = { menu: 1, order_type: "takeaway", payment_type: "cash", location_token: "t/Xk9mQ2pL" } as OrderPayloadInput;
const request: PlaceOrderRequest = {
  payload,
  mergeLines: [
    { product: 212, product_name: "Flat white", product_price: 22, product_price_currency: "AED", quantity: 1, cart_uuid: "l1" },
  ],
};

const noResponse = () => new ApiError({ kind: "no_response", method: "POST", url: "/backend/en/api/order/" });
const conflict = () =>
  new ApiError({
    kind: "http",
    method: "POST",
    url: "/backend/en/api/order/",
    status: 409,
    body: {
      detail: "Active order on this table",
      existing_order: { uuid: EXISTING, line_items: [{ product_name: "Mint lemonade", quantity: 2, product_price: "18.000" }] },
    },
  });

function wrapper({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <CartStoreProvider licence="place-order-test">{children}</CartStoreProvider>
    </NextIntlClientProvider>
  );
}

function renderPlaceOrder() {
  const leave = jest.fn();
  const hook = renderHook(() => ({ order: usePlaceOrder("en", leave), activeOrder: useCartStore((state) => state.activeOrder) }), {
    wrapper,
  });
  return { ...hook, leave };
}

const keyOf = (call: number) => (api.createOrder.mock.calls[call]?.[2] as { idempotencyKey: string } | undefined)?.idempotencyKey;

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe("usePlaceOrder", () => {
  it("creates the order once however often it is asked while in flight, then opens the order screen", async () => {
    let answer: (value: unknown) => void = () => {};
    api.createOrder.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderPlaceOrder();
    await act(async () => {
      void result.current.order.place(request);
      void result.current.order.place(request);
    });
    expect(result.current.order.state.status).toBe("submitting");
    await act(async () => answer({ uuid: UUID, padded_order_id: "00042", payment_url: null }));
    expect(api.createOrder).toHaveBeenCalledTimes(1);
    expect(api.createOrder).toHaveBeenCalledWith("en", payload, { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(push).toHaveBeenCalledWith(`/en/order/${UUID}/`);
    expect(result.current.activeOrder).toBe(UUID);
    expect(result.current.order.state).toEqual({ status: "placed", paymentUrl: null });
  });

  it("retries a lost answer with the same idempotency key, and uses a new one for the next order", async () => {
    api.createOrder.mockRejectedValueOnce(noResponse()).mockResolvedValue({ uuid: UUID, padded_order_id: "00042", payment_url: null });
    const { result } = renderPlaceOrder();
    await act(() => result.current.order.place(request));
    expect(result.current.order.state).toEqual({ status: "failed", error: "noResponse", detail: null });
    await act(() => result.current.order.place(request));
    expect(keyOf(1)).toBe(keyOf(0));
    await act(() => result.current.order.place(request));
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it("makes a new attempt when the cart changed after a failed one: the API refuses a key reused with another request", async () => {
    api.createOrder.mockRejectedValueOnce(noResponse()).mockResolvedValue({ uuid: UUID, padded_order_id: "00042", payment_url: null });
    const { result } = renderPlaceOrder();
    await act(() => result.current.order.place(request));
    await act(() => result.current.order.place({ ...request, payload: { ...payload, order_comments: "No ice" } }));
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(api.createOrder).toHaveBeenLastCalledWith("en", { ...payload, order_comments: "No ice" }, { idempotencyKey: keyOf(1) });
  });

  it("sends the guest to the payment page when the order has one", async () => {
    api.createOrder.mockResolvedValue({ uuid: UUID, padded_order_id: "00042", payment_url: "https://pay.example/s/1" });
    const { result, leave } = renderPlaceOrder();
    const onCreated = jest.fn();
    await act(() => result.current.order.place({ ...request, onCreated }));
    expect(onCreated).toHaveBeenCalledWith({ uuid: UUID, padded_order_id: "00042", payment_url: "https://pay.example/s/1" });
    expect(leave).toHaveBeenCalledWith("https://pay.example/s/1");
    expect(push).not.toHaveBeenCalled();
  });

  it.each([
    [new ApiError({ kind: "setup", method: "POST", url: "/backend/en/api/order/" }), "requestSetup", null],
    [
      new ApiError({
        kind: "http",
        method: "POST",
        url: "/backend/en/api/order/",
        status: 400,
        body: { detail: "The venue is closed now." },
      }),
      "submitOrder",
      "The venue is closed now.",
    ],
    [
      new ApiError({ kind: "http", method: "POST", url: "/backend/en/api/order/", status: 502, body: "<html>Bad gateway</html>" }),
      "submitOrder",
      null,
    ],
  ])("names the failure %#, with the server's reason when it gave one", async (error, key, detail) => {
    api.createOrder.mockRejectedValue(error);
    const { result } = renderPlaceOrder();
    await act(() => result.current.order.place(request));
    expect(result.current.order.state).toEqual({ status: "failed", error: key, detail });
  });

  it("offers the table's active order for merging and merges the cart lines into it", async () => {
    api.createOrder.mockRejectedValue(conflict());
    let answer: (value: unknown) => void = () => {};
    api.updateOrder.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderPlaceOrder();
    await act(() => result.current.order.place(request));
    expect(result.current.order.state).toMatchObject({ status: "existingOrder", merging: false, existing: { uuid: EXISTING } });
    await act(async () => {
      void result.current.order.merge();
    });
    expect(result.current.order.state).toMatchObject({ status: "existingOrder", merging: true });
    await act(async () => answer({ uuid: EXISTING }));
    expect(api.updateOrder).toHaveBeenCalledWith("en", EXISTING, { line_items: request.mergeLines, location_token: "t/Xk9mQ2pL" });
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/en/order/${EXISTING}/`));
    expect(result.current.activeOrder).toBe(EXISTING);
  });

  it("keeps the dialog with the error when the merge fails, and Cancel goes back to the cart", async () => {
    api.createOrder.mockRejectedValue(conflict());
    api.updateOrder.mockRejectedValue(noResponse());
    const { result } = renderPlaceOrder();
    await act(() => result.current.order.place(request));
    await act(() => result.current.order.merge());
    expect(result.current.order.state).toMatchObject({ status: "existingOrder", merging: false, error: "noResponse" });
    act(() => result.current.order.cancelMerge());
    expect(result.current.order.state).toEqual({ status: "idle" });
    expect(push).toHaveBeenCalledWith("/en/cart/");
  });
});
