import type { Metadata } from "next";
import { PartnerCheckoutScreen } from "@/components/partner/partner-checkout-screen";
import { Providers } from "@/components/providers";
import type { OrderParams } from "../../order/[id]/load-order";
import { loadPartnerCheckout, partnerCheckoutMetadata } from "./load-partner-checkout";

type Props = { params: OrderParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return partnerCheckoutMetadata(params);
}

/** Checkout of the active partner order (001 section 2): the order, then tips, wallet and payment options in the browser. */
export default async function PartnerCheckoutPage({ params }: Props) {
  return (
    <Providers>
      <main>
        <PartnerCheckoutScreen {...await loadPartnerCheckout(params)} />
      </main>
    </Providers>
  );
}

/** Rendered per request: it reads the request (query or cookie), which a cached page cannot. */
export const dynamic = "force-dynamic";
