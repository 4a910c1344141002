import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PartnerCheckoutScreen } from "@/components/partner/partner-checkout-screen";
import { env } from "@/lib/config/env";
import { screenTitle } from "@/lib/venue/seo";
import { readyVenueOrNull } from "@/lib/venue/screen-venue";
import { loadOrderScreen } from "../../order/[id]/load-order";
import { Providers } from "@/components/providers";

type Props = { params: Promise<{ licence: string; origin: string; lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  const t = await getTranslations({ locale: venue.language, namespace: "PartnerCheckout" });
  // A guest's bill is nobody else's business: never indexed.
  return { title: { absolute: screenTitle(t("title"), venue.menu.name, env.siteName) }, robots: { index: false, follow: false } };
}

/** Checkout of the active partner order (001 section 2): the order, then tips, wallet and payment options in the browser. */
export default async function PartnerCheckoutPage({ params }: Props) {
  const { venue, menu, order, money, date } = await loadOrderScreen(params);
  return (
    <Providers>
      <main>
        <PartnerCheckoutScreen initialOrder={order} lang={venue.language} money={money} date={date} partner={menu.al_futtaim_enabled} />
      </main>
    </Providers>
  );
}

/** Rendered per request: it reads the request (query or cookie), which a cached page cannot. */
export const dynamic = "force-dynamic";
