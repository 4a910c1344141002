/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { CartStoreProvider, useCartStore } from "@/components/cart/cart-store-provider";
import { sessionQueryClient } from "@/components/providers";
import { toastStore, ToastViewport } from "@/components/shell/toasts";
import { ApiError } from "@/lib/api/errors";
import { orderPatchPayload } from "@/lib/api/schemas/order";
import { product as productSchema } from "@/lib/api/schemas/product";
import type { OrderProduct } from "@/lib/cart/order-payload-lines";
import { applyUiStrings } from "@/lib/i18n/ui-strings";
import messages from "@/messages/en.json";
import { AddToCartButton } from "./add-to-cart-button";
import type { OrderingFacts, PurchaseMenu } from "./product-detail-menu";
import { ProductDetailPurchase } from "./product-detail-purchase";
import { orderingFacts, PURCHASE_MENU } from "./test-purchase";

const router = { push: jest.fn(), back: jest.fn() };
jest.mock("@/i18n/navigation", () => ({
  useRouter: () => router,
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const api = { updateOrder: jest.fn() };
jest.mock("@/lib/api/browser", () => ({ BROWSER_API_BASE: "/backend", browserApi: () => api }));

const ORDER = "5e0c8a3b-2f4d-4c6e-9a1b-7d8e9f0a1b2c";
const TOKEN = "t/Xk9mQ2pL";
const ORDER_URL = `/backend/en/api/order/${ORDER}/`;

const kunafa = productSchema.parse({ id: 601, name: "Kunafa", sku: "KUN-1", price: 34, category: 6 });
const orderProduct: OrderProduct = {
  id: 601,
  name: "Kunafa",
  sku: "KUN-1",
  price: 34,
  discount: 0,
  category: 6,
  product_variations: [],
  enable_combo: false,
  combo_groups: [],
};

const menu: PurchaseMenu = { ...PURCHASE_MENU, al_futtaim_enabled: true };
const ordering: OrderingFacts = orderingFacts(34);

/** The guest's cart after placing a dine-in order at a table: no lines, the order active. */
const orderedAtTable = {
  activeOrder: ORDER,
  awaitingPayment: false,
  orderLocation: "5",
  orderLocationType: "Table",
  orderLocationToken: TOKEN,
  orderType: "dine_in",
};

function CartLines() {
  return <output aria-label="cart lines">{useCartStore((state) => state.products.length)}</output>;
}

function renderWith(ui: ReactNode, cart: Record<string, unknown>, catalogue: typeof messages = messages) {
  sessionStorage.setItem("carte-cart-af", JSON.stringify({ state: cart, version: 0 }));
  return render(
    <NextIntlClientProvider locale="en" messages={catalogue}>
      <CartStoreProvider licence="af">
        {ui}
        <CartLines />
        <ToastViewport closeLabel="Close" />
      </CartStoreProvider>
    </NextIntlClientProvider>,
  );
}

const renderPurchase = (cart: Record<string, unknown>, options: { menu?: Partial<PurchaseMenu>; messages?: typeof messages } = {}) =>
  renderWith(
    <ProductDetailPurchase
      product={kunafa}
      categoryId={6}
      menu={{ ...menu, ...options.menu }}
      ordering={ordering}
      serverNow={Date.now()}
      lang="en"
      orderProduct={orderProduct}
    />,
    cart,
    options.messages,
  );

/** An answer the test settles: the PATCH stays in flight until then. */
function pendingPatch() {
  let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  api.updateOrder.mockReturnValue(new Promise((resolve, reject) => (settle = { resolve, reject })));
  return settle;
}

const refused = (status: number) =>
  new ApiError({
    kind: "http",
    method: "PATCH",
    url: ORDER_URL,
    status,
    body: { detail: "The order is canceled: lines can only be added to an active order." },
  });

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  toastStore.setState({ toasts: [], nextId: 1 });
});

describe("the product button with an active partner order (000 section 2, 001 sections 7 and 8)", () => {
  it("reads Add to Order, then Adding to Order (disabled) while the PATCH runs, then 'Item added to order'; the cart stays empty", async () => {
    const order = ["order", "en", ORDER];
    // The order screen and the partner checkout read the session's client (components/providers.tsx).
    sessionQueryClient().setQueryData(order, { uuid: ORDER });
    const patch = pendingPatch();
    renderPurchase(orderedAtTable);
    const button = screen.getByRole("button", { name: "Add to Order" });
    expect(button).toBeEnabled();

    fireEvent.click(button);
    expect(await screen.findByRole("button", { name: "Adding to Order" })).toBeDisabled();
    const [lang, id, body] = api.updateOrder.mock.calls[0] ?? [];
    expect([lang, id]).toEqual(["en", ORDER]);
    // The merge's line payload, with the table's token: the venue API adds to a table's order only with it.
    expect(body).toEqual({
      line_items: [
        expect.objectContaining({
          product: 601,
          product_sku: "KUN-1",
          product_name: "Kunafa",
          product_price: 34,
          product_price_currency: "AED",
          quantity: 1,
          cart_uuid: expect.any(String),
        }),
      ],
      location_token: TOKEN,
    });
    expect(orderPatchPayload.safeParse(body).success).toBe(true);

    await act(async () => patch.resolve({ uuid: ORDER }));
    expect(await screen.findByText("Item added to order")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Order" })).toBeEnabled();
    expect(screen.getByLabelText("cart lines")).toHaveTextContent("0");
    // The order screen's copy of the order is refetched when it shows next.
    await waitFor(() => expect(sessionQueryClient().getQueryState(order)?.isInvalidated).toBe(true));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows 'Error adding item' as an alert for an error answer, and reads Add to Order again", async () => {
    api.updateOrder.mockRejectedValue(refused(409));
    renderPurchase(orderedAtTable);
    fireEvent.click(screen.getByRole("button", { name: "Add to Order" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error adding item");
    expect(screen.getByRole("button", { name: "Add to Order" })).toBeEnabled();
    expect(screen.getByLabelText("cart lines")).toHaveTextContent("0");
    expect(toastStore.getState().toasts).toEqual([]);

    // Pressed again, the alert goes while the new attempt runs.
    pendingPatch();
    fireEvent.click(screen.getByRole("button", { name: "Add to Order" }));
    expect(await screen.findByRole("button", { name: "Adding to Order" })).toBeDisabled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says the venue's ui_str_error_adding_to_order instead, when the venue set one", async () => {
    api.updateOrder.mockRejectedValue(refused(500));
    const venueTexts = applyUiStrings(messages, { ui_str_error_adding_to_order: "Sorry, we couldn't add that {dish}" });
    renderPurchase(orderedAtTable, { messages: venueTexts });
    fireEvent.click(screen.getByRole("button", { name: "Add to Order" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, we couldn't add that {dish}");
  });

  it("says 'No response from server' when no answer came", async () => {
    api.updateOrder.mockRejectedValue(new ApiError({ kind: "no_response", method: "PATCH", url: ORDER_URL }));
    renderPurchase(orderedAtTable);
    fireEvent.click(screen.getByRole("button", { name: "Add to Order" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No response from server");
    expect(screen.getByRole("button", { name: "Add to Order" })).toBeEnabled();
  });

  it("opens the order screen after the add when addtocart_redirect is 'cart'", async () => {
    api.updateOrder.mockResolvedValue({ uuid: ORDER });
    renderPurchase(orderedAtTable, { menu: { addtocart_redirect: "cart" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to Order" }));
    await screen.findByText("Item added to order");
    expect(router.push).toHaveBeenCalledWith(`/order/${ORDER}/`);
  });

  it.each([
    ["the order still waits on its online payment", { ...orderedAtTable, awaitingPayment: true }, {}],
    ["the venue is not the partner venue", orderedAtTable, { al_futtaim_enabled: false }],
    ["there is no active order", { ...orderedAtTable, activeOrder: null }, {}],
  ])("adds to the cart as usual when %s", (_case, cart, menuChange) => {
    renderPurchase(cart, { menu: menuChange });
    fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }));
    expect(api.updateOrder).not.toHaveBeenCalled();
    expect(screen.getByLabelText("cart lines")).toHaveTextContent("1");
    expect(toastStore.getState().toasts).toMatchObject([{ kind: "success", message: "Item added to cart" }]);
  });
});

describe("a card's quick add with an active partner order", () => {
  it("reads Add to Order and opens the product, putting nothing in the cart", () => {
    renderWith(<AddToCartButton product={kunafa} categoryId={6} menu={menu} lang="en" />, orderedAtTable);
    const link = screen.getByRole("link", { name: "Add to Order: Kunafa" });
    expect(link).toHaveAttribute("href", "/product/601/");
    fireEvent.click(link);
    expect(api.updateOrder).not.toHaveBeenCalled();
    expect(screen.getByLabelText("cart lines")).toHaveTextContent("0");
  });

  it("stays Add To Cart while the order waits on its online payment", () => {
    renderWith(<AddToCartButton product={kunafa} categoryId={6} menu={menu} lang="en" />, { ...orderedAtTable, awaitingPayment: true });
    fireEvent.click(screen.getByRole("button", { name: "Add To Cart: Kunafa" }));
    expect(screen.getByLabelText("cart lines")).toHaveTextContent("1");
  });
});

describe("a table tab's first round from a phone with no name (issue 24 item 9)", () => {
  beforeAll(() => {
    // jsdom has no modal dialogs.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
  });
  beforeEach(() => localStorage.clear());
  const tabMenu = { al_futtaim_enabled: false, enable_table_tab: true };

  it("asks the name once, sends the round under it, and keeps it for the next rounds", async () => {
    api.updateOrder.mockResolvedValue({ uuid: ORDER });
    renderPurchase(orderedAtTable, { menu: tabMenu });
    fireEvent.click(screen.getByRole("button", { name: "Add to Order" }));
    const dialog = await screen.findByRole("dialog", { name: "Your name for the table" });
    expect(api.updateOrder).not.toHaveBeenCalled();
    const confirm = within(dialog).getByRole("button", { name: "Add to Order" });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Your name on the table's tab" }), { target: { value: "  Bob Haddad " } });
    fireEvent.click(confirm);
    await waitFor(() => expect(api.updateOrder).toHaveBeenCalledTimes(1));
    expect(api.updateOrder.mock.calls[0]?.[2].line_items[0]).toMatchObject({ added_by: "Bob" });
    expect(await screen.findByText("Item added to order")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Add to Order" }));
    await waitFor(() => expect(api.updateOrder).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.updateOrder.mock.calls[1]?.[2].line_items[0]).toMatchObject({ added_by: "Bob" });
    expect(JSON.parse(localStorage.getItem("carte-cart-af") ?? "{}").state.customerName).toBe("Bob Haddad");
  });

  it("Cancel sends nothing", async () => {
    renderPurchase(orderedAtTable, { menu: tabMenu });
    fireEvent.click(screen.getByRole("button", { name: "Add to Order" }));
    const dialog = await screen.findByRole("dialog", { name: "Your name for the table" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.updateOrder).not.toHaveBeenCalled();
  });

  it("a phone that gave its name in the cart is not asked", async () => {
    api.updateOrder.mockResolvedValue({ uuid: ORDER });
    renderPurchase({ ...orderedAtTable, customerName: "Alice" }, { menu: tabMenu });
    fireEvent.click(screen.getByRole("button", { name: "Add to Order" }));
    await waitFor(() => expect(api.updateOrder).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.updateOrder.mock.calls[0]?.[2].line_items[0]).toMatchObject({ added_by: "Alice" });
  });
});
