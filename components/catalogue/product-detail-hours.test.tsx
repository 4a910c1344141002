/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { CartStoreProvider } from "@/components/cart/cart-store-provider";
import { product as productSchema } from "@/lib/api/schemas/product";
import messages from "@/messages/en.json";
import type { OrderingFacts } from "./product-detail-menu";
import { ProductDetailPurchase } from "./product-detail-purchase";
import { orderingFacts, PURCHASE_MENU } from "./test-purchase";

jest.mock("@/i18n/navigation", () => ({ useRouter: () => ({ push: jest.fn(), back: jest.fn() }) }));

// Issue 14: a dish outside its hours let the guest choose options, then showed no add button and no reason.
const MONDAY_0930_DUBAI = Date.parse("2026-11-23T05:30:00Z");
const shakshuka = productSchema.parse({ id: 103, name: "Shakshuka", price: 38, category: 1 });

const menu = PURCHASE_MENU;
const ordering: OrderingFacts = orderingFacts(38);

function renderAt(facts: Partial<OrderingFacts>) {
  jest.useFakeTimers({ now: MONDAY_0930_DUBAI });
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CartStoreProvider licence="hours">
        <ProductDetailPurchase
          product={shakshuka}
          categoryId={1}
          menu={menu}
          ordering={{ ...ordering, ...facts }}
          serverNow={MONDAY_0930_DUBAI}
          lang="en"
          orderProduct={null}
        />
      </CartStoreProvider>
    </NextIntlClientProvider>,
  );
}

afterEach(() => jest.useRealTimers());

describe("a dish the clock keeps from ordering says when it can be ordered", () => {
  it("a product window with disable_order until 12:00: 'Available to order from 12:00', no add button", () => {
    renderAt({ productHours: [{ weekday: 1, from_hour: "07:00:00", to_hour: "12:00:00", disable_order: true }] });
    expect(screen.getByText("Available to order from 12:00")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add To Cart" })).toBeNull();
  });

  it("a venue that opens tomorrow names the day", () => {
    const opening_hours = [{ weekday: 2, from_hour: "08:00:00", to_hour: "23:00:00" }];
    renderAt({ venue: { ...ordering.venue, opening_hours } });
    expect(screen.getByText("Available to order from Tuesday 08:00")).toBeInTheDocument();
  });

  it("a venue closed by its flag alone, with nothing to wait for: 'Not available to order right now'", () => {
    renderAt({ venue: { ...ordering.venue, isOpen: false } });
    expect(screen.getByText("Not available to order right now")).toBeInTheDocument();
  });

  it("a browse-only menu (enable_order off) says nothing of hours, and an orderable dish has its button", () => {
    const { unmount } = renderAt({ enableOrder: false, venue: { ...ordering.venue, isOpen: false } });
    expect(screen.queryByText(/order/i)).toBeNull();
    unmount();
    renderAt({});
    expect(screen.getByRole("button", { name: "Add To Cart" })).toBeEnabled();
  });
});

describe("the add bar (issue 14)", () => {
  it("shows what the line comes to, and follows the quantity", () => {
    renderAt({});
    expect(screen.getByTestId("line-price")).toHaveTextContent("AED 38.00");
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(screen.getByTestId("line-price")).toHaveTextContent("AED 76.00");
    // The figure is shown, not read: the button is still named by what it does.
    expect(screen.getByRole("button", { name: "Add To Cart" })).toBeEnabled();
  });
});
