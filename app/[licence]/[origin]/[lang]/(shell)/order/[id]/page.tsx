import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { feedbackFormAfterOrder } from "@/components/order/feedback-form";
import { OrderScreen } from "@/components/order/order-screen";
import { screenTitle } from "@/lib/venue/seo";
import { env } from "@/lib/config/env";
import { readyVenueOrNull } from "@/lib/venue/screen-venue";
import { loadOrderScreen } from "./load-order";
import { Providers } from "@/components/providers";

type Props = {
  params: Promise<{ licence: string; origin: string; lang: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const venue = await readyVenueOrNull(params);
  if (!venue) return {};
  const t = await getTranslations({ locale: venue.language, namespace: "Meta" });
  // A guest's order is nobody else's business: never indexed.
  return { title: { absolute: screenTitle(t("order"), venue.menu.name, env.siteName) }, robots: { index: false, follow: false } };
}

/** The order status screen (001 section 2): rendered with the order, then kept live in the browser. */
export default async function OrderPage({ params, searchParams }: Props) {
  const { venue, menu, order, money, date } = await loadOrderScreen(params);
  const placed = (await searchParams).placed === "1";
  return (
    <Providers>
      <main>
        <OrderScreen
          initialOrder={order}
          lang={venue.language}
          money={money}
          date={date}
          placed={placed}
          feedbackForm={feedbackFormAfterOrder(menu.forms)}
          partner={menu.al_futtaim_enabled}
          paymentMenu={{
            enable_payment_type: menu.enable_payment_type,
            enable_cash: menu.enable_cash,
            enable_card_machine: menu.enable_card_machine,
            payment_enabled: menu.payment_enabled,
          }}
        />
      </main>
    </Providers>
  );
}

/** Rendered per request: it reads the request (query or cookie), which a cached page cannot. */
export const dynamic = "force-dynamic";
