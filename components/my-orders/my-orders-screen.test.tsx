/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { fireEvent } from "@testing-library/react";
import { Providers } from "@/components/cart/test-render";
import { demoMenu } from "@/components/cart/test-fixtures";
import { demoMoney, testOrder } from "@/lib/domain/test-fixtures";
import type { FollowOrder } from "@/components/order/use-live-order";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { ApiError } from "@/lib/api/errors";
import type { Order } from "@/lib/api/schemas/order";
import type { OrderUpdate } from "@/lib/api/schemas/realtime";
import { readMyOrders, rememberMyOrder } from "@/lib/cart/my-orders-storage";
import { reorderCatalogue } from "@/lib/cart/reorder-catalogue";
import { MyOrdersScreen } from "./my-orders-screen";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/en/my-orders/",
}));

const getOrder = jest.fn<Promise<Order>, [string, string, unknown]>();
jest.mock("@/lib/api/browser", () => ({
  BROWSER_API_BASE: "/backend",
  browserApi: () => ({ getOrder: (...args: [string, string, unknown]) => getOrder(...args) }),
}));

const MINE = "0b6f8a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const GONE = "6c1e7a52-9d3b-4f08-b1a2-3c4d5e6f7a8b";
const NOW = Date.now();

const line = (product: number, name: string, quantity: number, variations: number[] = []) => ({
  id: product,
  product,
  product_name: name,
  product_price: "20.000",
  quantity,
  variations,
  status: "Active",
});

// Flat white Large (212, value 13) twice, and Mango lassi (234), out of stock in the demo menu.
const placed = (status: Order["status"], lines = [line(212, "Flat white", 2, [13]), line(234, "Mango lassi", 1)]) =>
  testOrder({ uuid: MINE, status, padded_order_id: "000042", total: "73.500", line_items: lines });

function CartLines() {
  const lines = useCartStore((cart) => cart.products);
  return (
    <ul aria-label="Cart lines">
      {lines.map((cartLine) => (
        <li key={cartLine.uuid}>{`${cartLine.name} x${cartLine.qty} at ${cartLine.price}`}</li>
      ))}
    </ul>
  );
}

function renderScreen() {
  const updates: ((update: OrderUpdate) => void)[] = [];
  const follow: FollowOrder = (_lang, _uuid, onUpdate) => {
    updates.push(onUpdate);
    return () => {};
  };
  const catalogue = reorderCatalogue({ ...demoMenu(), opening_hours: [], closing_rules: [] }, new Date());
  render(
    <Providers>
      <MyOrdersScreen licence="demo" lang="en" money={demoMoney} timezone="Asia/Dubai" catalogue={catalogue} follow={follow} />
      <CartLines />
    </Providers>,
  );
  return { updates };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  getOrder.mockReset();
  push.mockReset();
});

test("lists the device's orders with their live status; an order the venue API does not know leaves quietly", async () => {
  rememberMyOrder("demo", GONE, NOW - 60_000);
  rememberMyOrder("demo", MINE, NOW);
  getOrder.mockImplementation((_lang, uuid) =>
    uuid === MINE
      ? Promise.resolve(placed("pending"))
      : Promise.reject(new ApiError({ kind: "http", method: "GET", url: "/order", status: 404 })),
  );
  const { updates } = renderScreen();

  const card = (await screen.findByRole("heading", { name: "Order 000042" })).closest("li") as HTMLElement;
  expect(within(card).getByText("Status: Pending")).toBeInTheDocument();
  expect(within(card).getByText("Total: AED 73.50")).toBeInTheDocument();
  expect(within(card).getByRole("link", { name: "View order 000042" })).toHaveAttribute("href", `/en/order/${MINE}`);
  await waitFor(() => expect(readMyOrders("demo", NOW).map((order) => order.uuid)).toEqual([MINE]));
  expect(screen.getAllByRole("listitem").filter((item) => item.closest("ul")?.getAttribute("aria-label") !== "Cart lines")).toHaveLength(1);

  getOrder.mockResolvedValue(placed("accepted"));
  await act(async () => updates.at(-1)?.({ uuid: MINE, status: "accepted", updated: new Date().toISOString() }));
  expect(await within(card).findByText("Status: Accepted")).toBeInTheDocument();
});

test("Reorder puts the lines that can still be ordered in the cart at today's price and says how many were left out", async () => {
  rememberMyOrder("demo", MINE, NOW);
  getOrder.mockResolvedValue(placed("fulfilled"));
  renderScreen();

  fireEvent.click(await screen.findByRole("button", { name: "Reorder order 000042" }));
  // Flat white 22 + Large 4 = 26 today, whatever the order paid.
  expect(within(screen.getByRole("list", { name: "Cart lines" })).getByRole("listitem")).toHaveTextContent("Flat white x2 at 26");
  expect(screen.getByRole("alert")).toHaveTextContent("1 item can no longer be ordered and was left out. View cart");
  expect(screen.getByRole("link", { name: "View cart" })).toHaveAttribute("href", "/en/cart");
  expect(push).not.toHaveBeenCalled();
});

test("Reorder opens the cart when every line went back", async () => {
  rememberMyOrder("demo", MINE, NOW);
  getOrder.mockResolvedValue(placed("fulfilled", [line(304, "Tabbouleh", 1)]));
  renderScreen();

  fireEvent.click(await screen.findByRole("button", { name: "Reorder order 000042" }));
  expect(push).toHaveBeenCalledWith("/en/cart/");
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("says so when the device has no order here", () => {
  renderScreen();
  expect(screen.getByText(/You have not ordered here from this device yet/)).toBeInTheDocument();
  expect(getOrder).not.toHaveBeenCalled();
});
