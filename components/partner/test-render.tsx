import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import { CartStoreProvider } from "@/components/cart/cart-store-provider";
import { line, ORDER_UUID, testOrder } from "@/lib/domain/test-fixtures";
import { useLiveOrder, type FollowOrder } from "@/components/order/use-live-order";
import type { Order, OrderInput } from "@/lib/api/schemas/order";
import type { MoneySettings } from "@/lib/domain/money-format";
import messages from "@/messages/en.json";

export { ORDER_UUID };

const LICENCE = "partner-test";

/** The partner demo's money settings (server/seed/venues/partner.json): AED with 2 decimals, no alternate currency. */
export const partnerMoney: MoneySettings = { currency: "AED", currency_symbol: "AED", display_currency: "AED", price_decimal_places: 2 };

/**
 * A dine-in order of AED 84.42 at the partner venue, as the venue API reads it: nothing paid, no
 * tip, not split; the guest's phone is a wallet owner's.
 */
export function partnerOrder(overrides: Partial<OrderInput> = {}): Order {
  return testOrder({
    customer_name: "Table 4",
    phone: "+971501110001",
    sub_total: "80.400",
    taxes: [{ id: 1, name: "VAT", amount: "4.020" }],
    total: "84.420",
    balance_due: "84.420",
    line_items: [line("Flat white", "26.800", 3)],
    ...overrides,
  });
}

/** The cart of this tab (sessionStorage, lib/cart/storage.ts): the active order the screen compares with. */
export function activeOrderInTab(activeOrder: string | null): void {
  sessionStorage.setItem(
    `carte-cart-${LICENCE}`,
    JSON.stringify({ state: { activeOrder, orderLocation: "4", orderLocationType: "Table" }, version: 0 }),
  );
}

/** Renders with the providers of the (shell) layout; the query client is returned for the order's cache. */
export function renderPartner(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
  const view = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={client}>
        <CartStoreProvider licence={LICENCE}>{ui}</CartStoreProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { ...view, client };
}

/** Lets promises and React Query's timer-scheduled notifications settle inside act. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const noFollow: FollowOrder = () => () => undefined;

function LiveOrder({ order, children }: { order: Order; children: (order: Order) => ReactNode }) {
  return children(useLiveOrder("en", order, noFollow));
}

/** A card over the screen's live order query (useLiveOrder), so that the card's refetch reaches it. */
export function renderCard(order: Order, card: (order: Order) => ReactNode) {
  return renderPartner(<LiveOrder order={order}>{card}</LiveOrder>);
}
