/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState, type ReactNode } from "react";
import { CartStoreProvider, useCartStore } from "@/components/cart/cart-store-provider";
import { toastStore } from "@/components/shell/toasts";
import { product as productSchema, variationDefinition } from "@/lib/api/schemas/product";
import messages from "@/messages/en.json";
import { AddToCartButton } from "./add-to-cart-button";
import type { AddToCartMenu } from "./add-to-cart-menu";
import { QuantityModal } from "./quantity-modal";
import { QuantityStepper } from "./quantity-stepper";

/** Presses a button whose modal's code loads on the first press (lazy), and lets it load. */
async function pressAndLoad(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

const router = { push: jest.fn(), back: jest.fn() };
jest.mock("@/i18n/navigation", () => ({ useRouter: () => router }));

// jsdom has <dialog> but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

beforeEach(() => {
  router.push.mockClear();
  router.back.mockClear();
  toastStore.setState({ toasts: [], nextId: 1 });
  // The cart's lines last for the tab (sessionStorage): each test starts with an empty one.
  sessionStorage.clear();
});

const definitions = [
  {
    id: 1,
    name: "Size",
    required: true,
    multiple: false,
    values: [
      { id: 11, value: "Small" },
      { id: 13, value: "Large" },
    ],
  },
  { id: 2, name: "Milk", required: false, multiple: false, values: [{ id: 22, value: "Oat milk" }] },
  {
    id: 3,
    name: "Extras",
    required: false,
    multiple: true,
    max_choices_allowed: 2,
    values: [
      { id: 31, value: "Extra shot" },
      { id: 32, value: "Vanilla" },
      { id: 33, value: "Caramel" },
    ],
  },
].map((definition) => variationDefinition.parse(definition));

const flatWhite = productSchema.parse({
  id: 212,
  name: "Flat white",
  sku: "COF-FW",
  price: 22,
  category: 21,
  product_variations: [
    { variation: 1, variation_value: 11, price: 2, math_operator: "subtract" },
    { variation: 1, variation_value: 13, price: 4 },
    { variation: 2, variation_value: 22, price: 3 },
    { variation: 3, variation_value: 31, price: 3 },
    { variation: 3, variation_value: 32, price: 2 },
    { variation: 3, variation_value: 33, price: 2 },
  ],
});

const menu: AddToCartMenu = {
  variations: definitions,
  addtocart_redirect: "back",
  enable_display_variation_prices: true,
  default_product_image: null,
  al_futtaim_enabled: false,
  currency: "AED",
  currency_symbol: "AED",
  display_currency: "AED",
  price_decimal_places: 2,
  enable_arabic_numerals: false,
};

function Lines() {
  const lines = useCartStore((state) => state.products);
  return <output aria-label="cart lines">{JSON.stringify(lines.map(({ id, qty, price }) => ({ id, qty, price })))}</output>;
}

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <CartStoreProvider licence="test">
        {children}
        <Lines />
      </CartStoreProvider>
    </NextIntlClientProvider>
  );
}

describe("AddToCartButton with the variation modal", () => {
  it("opens 'Select Variations' and enables Add To Cart only once the required Size is chosen", async () => {
    render(<AddToCartButton product={flatWhite} categoryId={21} menu={menu} lang="en" />, { wrapper: Wrapper });
    await pressAndLoad(screen.getByRole("button", { name: "Add To Cart: Flat white" }));
    const dialog = screen.getByRole("dialog", { name: "Select Variations" });
    const add = within(dialog).getByRole("button", { name: "Add To Cart" });
    expect(add).toBeDisabled();

    const size = within(dialog).getByLabelText(/Size/);
    // Required: the blank entry is only a placeholder and cannot be chosen.
    expect(within(size).getByRole("option", { name: "Choose…" })).toBeDisabled();
    const milk = within(dialog).getByLabelText(/Milk/);
    expect(within(milk).getByRole("option", { name: "---" })).toBeEnabled();
    expect(within(dialog).getAllByText(/\* Required/)).toHaveLength(1);

    fireEvent.change(size, { target: { value: "11" } });
    expect(within(size).getByRole("option", { name: "Small (\u2068- AED 2.00\u2069)" })).toBeInTheDocument();
    expect(add).toBeEnabled();

    fireEvent.click(add);
    expect(screen.getByLabelText("cart lines")).toHaveTextContent(JSON.stringify([{ id: 212, qty: 1, price: 20 }]));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toastStore.getState().toasts).toMatchObject([{ kind: "success", message: "Item added to cart" }]);
    // addtocart_redirect "back" with no page of ours behind (jsdom has no Navigation API and this
    // document recorded none): the card's category, never out of the site (issue 11).
    expect(router.back).not.toHaveBeenCalled();
    expect(router.push).toHaveBeenCalledWith("/category/21/");
  });

  it("closes on Escape (the dialog's cancel) and gives focus back to the button", async () => {
    render(<AddToCartButton product={flatWhite} categoryId={21} menu={menu} lang="en" />, { wrapper: Wrapper });
    const opener = screen.getByRole("button", { name: "Add To Cart: Flat white" });
    opener.focus();
    await pressAndLoad(opener);
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("disables the unticked extras once 2 (max_choices_allowed) are ticked", async () => {
    render(<AddToCartButton product={flatWhite} categoryId={21} menu={menu} lang="en" />, { wrapper: Wrapper });
    await pressAndLoad(screen.getByRole("button", { name: "Add To Cart: Flat white" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("Choose upto 2 options")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /Extra shot/ }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /Vanilla/ }));
    expect(within(dialog).getByRole("checkbox", { name: /Caramel/ })).toBeDisabled();
    expect(within(dialog).getByRole("checkbox", { name: /Vanilla/ })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /Vanilla/ }));
    expect(within(dialog).getByRole("checkbox", { name: /Caramel/ })).toBeEnabled();
  });

  it("adds a product without variations at once, and goes to the cart when addtocart_redirect is 'cart'", () => {
    const tea = productSchema.parse({ id: 223, name: "Saffron tea", price: 16 });
    render(<AddToCartButton product={tea} categoryId={22} menu={{ ...menu, addtocart_redirect: "cart" }} lang="en" />, {
      wrapper: Wrapper,
    });
    fireEvent.click(screen.getByRole("button", { name: "Add To Cart: Saffron tea" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByLabelText("cart lines")).toHaveTextContent(JSON.stringify([{ id: 223, qty: 1, price: 16 }]));
    expect(router.push).toHaveBeenCalledWith("/cart/");
    expect(screen.getByText("Item added to cart")).toHaveAttribute("role", "status");
  });

  it("reads Out of Stock, disabled, for an out-of-stock product", () => {
    const lassi = productSchema.parse({ id: 234, name: "Mango lassi", price: 22, out_of_stock: true });
    render(<AddToCartButton product={lassi} categoryId={23} menu={menu} lang="en" />, { wrapper: Wrapper });
    expect(screen.getByRole("button", { name: "Out of Stock: Mango lassi" })).toBeDisabled();
  });
});

describe("QuantityModal", () => {
  it("accepts only 1 to the maximum (000 section 5)", () => {
    const onSave = jest.fn();
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <QuantityModal open value={1} max={5} onSave={onSave} onClose={() => undefined} />
      </NextIntlClientProvider>,
    );
    const dialog = screen.getByRole("dialog", { name: "Input Quantity" });
    const field = within(dialog).getByLabelText("Quantity");
    const save = within(dialog).getByRole("button", { name: "Save" });
    fireEvent.change(field, { target: { value: "6" } });
    expect(save).toBeDisabled();
    expect(within(dialog).getByText("Enter a quantity from 1 to 5")).toBeInTheDocument();
    fireEvent.change(field, { target: { value: "0" } });
    expect(save).toBeDisabled();
    fireEvent.change(field, { target: { value: "4" } });
    act(() => save.click());
    expect(onSave).toHaveBeenCalledWith(4);
  });
});

describe("QuantityStepper", () => {
  it("stops at the maximum and saves a typed quantity without submitting the detail screen's form", async () => {
    const outerSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    function Harness() {
      const [qty, setQty] = useState(4);
      return (
        <form onSubmit={outerSubmit}>
          <QuantityStepper value={qty} max={5} onChange={setQty} display={String(qty)} />
        </form>
      );
    }
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <Harness />
      </NextIntlClientProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(screen.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    const value = screen.getByRole("button", { name: "Input Quantity: 5" });
    value.focus();
    await pressAndLoad(value);
    const dialog = screen.getByRole("dialog", { name: "Input Quantity" });
    expect(within(dialog).getByLabelText("Quantity")).toHaveFocus();
    fireEvent.change(within(dialog).getByLabelText("Quantity"), { target: { value: "2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(screen.getByRole("button", { name: "Input Quantity: 2" })).toHaveFocus();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});
