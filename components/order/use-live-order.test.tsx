/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import type { Order } from "@/lib/api/schemas/order";
import type { OrderUpdate } from "@/lib/api/schemas/realtime";
import { ORDER_UUID, testOrder } from "@/lib/domain/test-fixtures";
import { useLiveOrder, type FollowOrder } from "./use-live-order";

const getOrder = jest.fn<Promise<Order>, unknown[]>();
jest.mock("@/lib/api/browser", () => ({
  BROWSER_API_BASE: "/backend",
  browserApi: () => ({ getOrder: (...args: unknown[]) => getOrder(...args) }),
}));

function setup() {
  const subscriptions: { onUpdate: (update: OrderUpdate) => void; unsubscribe: jest.Mock }[] = [];
  // A new function on every render, as a caller's inline arrow (or the minified default) gives.
  const follow = (): FollowOrder => (_lang, _uuid, onUpdate) => {
    const unsubscribe = jest.fn();
    subscriptions.push({ onUpdate, unsubscribe });
    return unsubscribe;
  };
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const view = renderHook(({ order }: { order: Order }) => useLiveOrder("en", order, follow()), {
    wrapper,
    initialProps: { order: testOrder() },
  });
  const push = async (status: string) => {
    await act(async () => {
      subscriptions.at(-1)?.onUpdate({ uuid: ORDER_UUID, status, updated: new Date().toISOString() });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { ...view, subscriptions, push };
}

beforeEach(() => getOrder.mockReset());

test("follows the order once while the screen shows it: a status change or a re-render never reconnects", async () => {
  getOrder.mockResolvedValue(testOrder({ status: "accepted" }));
  const { result, rerender, subscriptions, push, unmount } = setup();
  expect(result.current.status).toBe("pending");
  await push("accepted");
  expect(result.current.status).toBe("accepted");
  rerender({ order: testOrder() });
  expect(subscriptions).toHaveLength(1);
  expect(subscriptions[0]?.unsubscribe).not.toHaveBeenCalled();
  unmount();
  expect(subscriptions[0]?.unsubscribe).toHaveBeenCalledTimes(1);
});

test("refetches the order when the device comes back online, however fresh the query is", async () => {
  getOrder.mockResolvedValue(testOrder({ status: "preparing" }));
  const { result } = setup();
  await act(async () => {
    window.dispatchEvent(new Event("offline"));
    window.dispatchEvent(new Event("online"));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(getOrder).toHaveBeenCalledWith("en", ORDER_UUID, expect.objectContaining({ cache: "no-store" }));
  await waitFor(() => expect(result.current.status).toBe("preparing"));
});
