import type { Metadata } from "next";
import { MyOrdersScreen } from "@/components/my-orders/my-orders-screen";
import { Providers } from "@/components/providers";
import { namedScreenMetadata, PRIVATE_SCREEN } from "@/lib/venue/screen-metadata";
import type { ScreenParams } from "@/lib/venue/screen-venue";
import { loadMyOrders } from "./load-my-orders";

type Props = { params: Promise<ScreenParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  // A guest's own orders are nothing for search engines.
  return namedScreenMetadata(params, "myOrders", "/my-orders/", { robots: PRIVATE_SCREEN });
}

/** My orders (issue 16): the list lives on the device, so the screen is a client leaf. */
export default async function MyOrdersPage({ params }: Props) {
  return (
    <Providers>
      <main>
        <MyOrdersScreen {...await loadMyOrders(params)} />
      </main>
    </Providers>
  );
}

/** Rendered per request: Reorder's prices and availability are the menu's at this instant. */
export const dynamic = "force-dynamic";
