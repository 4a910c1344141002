import { sharesTableOrder } from "@/lib/domain/table-tab";
import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { privateTitleMetadata } from "@/lib/venue/screen-metadata";
import { loadOrderScreen, type OrderParams } from "../../order/[id]/load-order";

export function partnerCheckoutMetadata(params: OrderParams): Promise<Metadata> {
  return privateTitleMetadata(params, async (venue) =>
    (await getTranslations({ locale: venue.language, namespace: "PartnerCheckout" }))("title"),
  );
}

/** The partner checkout's props: the active partner order and how its amounts and date read. */
export async function loadPartnerCheckout(params: OrderParams) {
  const { venue, menu, order, money, date } = await loadOrderScreen(params);
  return {
    initialOrder: order,
    lang: venue.language,
    money,
    date,
    partner: sharesTableOrder(menu),
    wallet: menu.al_futtaim_enabled,
    tableTab: menu.enable_table_tab,
  };
}
