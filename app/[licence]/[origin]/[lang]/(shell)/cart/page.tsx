import type { Metadata } from "next";
import { CartTemplate } from "@/components/cart/cart-template";
import type { ScreenParams } from "@/lib/venue/screen-venue";
import { namedScreenMetadata } from "@/lib/venue/screen-metadata";
import { loadCart } from "./load-cart";

type Props = { params: Promise<ScreenParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  // 'Cart | {venue name} | {site}' (001 section 2); a guest's cart is nothing for search engines.
  return namedScreenMetadata(params, "cart", "/cart/", { robots: { index: false, follow: true } });
}

/** The cart screen (001 section 2). */
export default async function CartPage({ params, searchParams }: Props) {
  return <CartTemplate {...await loadCart(params, searchParams)} />;
}

/** Rendered per request: it reads the request (query or cookie), which a cached page cannot. */
export const dynamic = "force-dynamic";
