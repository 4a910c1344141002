import type { Metadata } from "next";
import { OrderScreen } from "@/components/order/order-screen";
import { Providers } from "@/components/providers";
import { loadOrderPage, orderMetadata, type OrderParams } from "./load-order";

type Props = { params: OrderParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  return orderMetadata(params);
}

/** The order status screen (001 section 2): rendered with the order, then kept live in the browser. */
export default async function OrderPage({ params, searchParams }: Props) {
  return (
    <Providers>
      <main>
        <OrderScreen {...await loadOrderPage(params, searchParams)} />
      </main>
    </Providers>
  );
}

/** Rendered per request: it reads the request (query or cookie), which a cached page cannot. */
export const dynamic = "force-dynamic";
