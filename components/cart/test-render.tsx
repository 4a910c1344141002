import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState, type ReactNode } from "react";
import { CartStoreProvider } from "@/components/cart/cart-store-provider";
import type { CartState } from "@/lib/cart/store";
import messages from "@/messages/en.json";
import type { CartConfig } from "./cart-config";
import { CartScreen } from "./cart-screen";
import { demoConfig } from "./test-fixtures";

/** The demo venue's cart store key: the provider reads the tab's part of the cart from sessionStorage. */
export const DEMO_CART_KEY = "carte-cart-demo";

export function storeCart(cart: Partial<CartState>): void {
  sessionStorage.setItem(DEMO_CART_KEY, JSON.stringify({ state: cart, version: 0 }));
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <QueryClientProvider client={client}>
        <CartStoreProvider licence="demo">{children}</CartStoreProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
}

/** The cart screen with the demo venue's config, over a stored cart. */
export function renderCart(cart: Partial<CartState>, config: CartConfig = demoConfig(), upsell: ReactNode = <p>Upsell cards</p>) {
  storeCart(cart);
  return render(
    <Providers>
      <CartScreen config={config} upsell={upsell} />
    </Providers>,
  );
}
