import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useGoBack } from "@/components/shell/in-app-history";
import { showToast } from "@/components/shell/toasts";
import { useRouter } from "@/i18n/navigation";
import { isApiError } from "@/lib/api/api-error";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { OrderProduct } from "@/lib/cart/order-payload-lines";
import type { CartLine } from "@/lib/cart/types";
import { addedToOrderRedirect, hasActivePartnerOrder } from "@/lib/domain/add-button";
import type { AddToCartRedirect } from "./add-to-cart-action";

/** Errors.* keys of a failed add to the order (000 and 001 section 8). */
export type AddToOrderErrorKey = "errorAddingItem" | "noResponse" | "requestSetup";

/**
 * 'No response from server' when nothing came back, 'Error setting up request' when the request could
 * not be built, and 'Error adding item' (ui_str_error_adding_to_order) for any answer of the server.
 */
export function addToOrderErrorKey(error: unknown): AddToOrderErrorKey {
  if (isApiError(error) && error.kind === "no_response") return "noResponse";
  if (isApiError(error) && error.kind === "setup") return "requestSetup";
  return "errorAddingItem";
}

export interface AddToOrderSettings {
  /** The menu's al_futtaim_enabled. */
  partner: boolean;
  lang: LanguageCode;
  currency: string;
  redirect: AddToCartRedirect;
  categoryId: number;
  /** The product as the order payload prices and names it; null leaves the line's own values. */
  orderProduct: OrderProduct | null;
  /** enable_table_tab (issue 16): the line says who added it. */
  tableTab?: boolean;
}

export interface AddToOrder {
  /** The active partner order the button adds to; null when it adds to the cart. */
  orderId: string | null;
  add: (line: CartLine) => void;
  /** The PATCH is running: 'Adding to Order'. */
  adding: boolean;
  /** The last add failed: the alert's Errors.* key, until the next press. */
  error: AddToOrderErrorKey | null;
  /**
   * A table tab's first round from a phone without a name waits for one (issue 24 item 9): the
   * name dialog confirms (the name is kept and the line sent) or cancels (nothing sent).
   */
  askingName: { confirm: (name: string) => void; cancel: () => void } | null;
}

/**
 * Add to Order (000 section 2, 001 sections 7 and 8): the line goes to the guest's active partner
 * order with PATCH /{lang}/api/order/{id}/ (the same line payload and table token as a merge), never
 * into the cart. On success the order's queries are refetched, so the order screen and the partner
 * checkout show the line, the toast 'Item added to order' shows and the menu's redirect applies.
 * The "adding" state is the hook's own: the cart store knows nothing of it. The payload builder, the
 * API client and React Query (the session's client, for the refetch) load with the first add, not
 * with the product screen.
 */
export function useAddToOrder(settings: AddToOrderSettings): AddToOrder {
  const { partner, lang, currency, redirect, categoryId, orderProduct } = settings;
  const activeOrder = useCartStore((state) => state.activeOrder);
  const awaitingPayment = useCartStore((state) => state.awaitingPayment);
  const locationToken = useCartStore((state) => state.orderLocationToken);
  const customerName = useCartStore((state) => state.customerName);
  const setCustomer = useCartStore((state) => state.setCustomer);
  const router = useRouter();
  const goBack = useGoBack(categoryId);
  const t = useTranslations("Toasts");
  const orderId = hasActivePartnerOrder({ partner, activeOrderId: activeOrder, awaitingPayment }) ? activeOrder : null;
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<AddToOrderErrorKey | null>(null);
  const [unnamed, setUnnamed] = useState<{ order: string; line: CartLine } | null>(null);
  const running = useRef(false);

  async function send(order: string, line: CartLine, name: string): Promise<void> {
    const [{ buildMergePayload }, { browserApi }] = await Promise.all([import("@/lib/cart/order-payload"), import("@/lib/api/browser")]);
    const catalogue = orderProduct ? { [orderProduct.id]: orderProduct } : {};
    const patch = buildMergePayload({ catalogue, cart: { products: [line], orderLocationToken: locationToken }, currency });
    if (settings.tableTab) {
      const { rememberTabLines, withTabGuest } = await import("@/lib/cart/tab-guest");
      patch.line_items = withTabGuest(patch.line_items, name);
      rememberTabLines(patch.line_items.map((item) => item.cart_uuid));
    }
    await browserApi().updateOrder(lang, order, patch);
  }

  async function addLine(order: string, line: CartLine, name: string): Promise<void> {
    running.current = true;
    setAdding(true);
    setError(null);
    try {
      await send(order, line, name);
    } catch (failure) {
      setError(addToOrderErrorKey(failure));
      return;
    } finally {
      running.current = false;
      setAdding(false);
    }
    // Every screen's copy of this order (order screen, partner checkout) is stale now.
    void import("@/components/providers").then(({ sessionQueryClient }) =>
      sessionQueryClient().invalidateQueries({ predicate: (query) => query.queryKey.includes(order) }),
    );
    const next = addedToOrderRedirect(redirect, order);
    showToast({ kind: "success", message: t("itemAddedToOrder"), followsNavigation: next !== null });
    if (next?.kind === "path") router.push(next.path);
    else if (next?.kind === "back") goBack();
  }

  return {
    orderId,
    add: (line) => {
      if (!orderId || running.current) return;
      if (settings.tableTab && customerName.trim() === "") setUnnamed({ order: orderId, line });
      else void addLine(orderId, line, customerName);
    },
    adding,
    error,
    askingName: unnamed && {
      confirm: (name) => {
        setUnnamed(null);
        setCustomer({ customerName: name });
        void addLine(unnamed.order, unnamed.line, name);
      },
      cancel: () => setUnnamed(null),
    },
  };
}
