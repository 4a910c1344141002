import { sharesTableOrder } from "@/lib/domain/table-tab";
import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { feedbackFormAfterOrder, type OrderFeedbackForm } from "@/components/order/feedback-form";
import { formatOrderDate } from "@/components/order/order-date";
import { venueIconPath } from "@/components/shell/venue-metadata";
import type { TrackerSettings } from "@/components/order/order-tracker";
import { isApiError } from "@/lib/api/errors";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Order } from "@/lib/api/schemas/order";
import { paragraphHtml } from "@/lib/forms/paragraph-html";
import { serverApi } from "@/lib/venue/api";
import { requestClientAddress, requestHost } from "@/lib/venue/licence";
import { moneySettingsOf } from "@/lib/venue/money-settings";
import { privateTitleMetadata } from "@/lib/venue/screen-metadata";
import { screenVenue, type ReadyVenue, type ScreenParams } from "@/lib/venue/screen-venue";

export type OrderParams = Promise<ScreenParams & { id: string }>;

/** The order as the venue API has it now (never cached), or null when the API knows no such order. */
export async function loadOrder(lang: LanguageCode, id: string): Promise<Order | null> {
  try {
    return await serverApi({ host: await requestHost(), clientAddress: await requestClientAddress() }).getOrder(lang, id, {
      cache: "no-store",
    });
  } catch (error) {
    // 404 for an unknown order; the typed client refuses an id it cannot put in a path (setup).
    if (isApiError(error) && (error.status === 404 || error.kind === "setup")) return null;
    throw error;
  }
}

/**
 * An order screen's data (the order screen, the partner checkout): the venue, the order (not found when
 * the venue API knows no such order at this venue) and how its amounts and date read.
 */
export async function loadOrderScreen(params: OrderParams) {
  const { id } = await params;
  const venue = await screenVenue(params);
  // The venue API answers 404 for an unknown order and for another venue's.
  const order = await loadOrder(venue.language, id);
  if (!order) notFound();
  return orderScreenData(venue, order);
}

/** How an order of the venue reads on a screen: its amounts, date and tracker. */
export function orderScreenData(venue: ReadyVenue, order: Order) {
  const { menu } = venue;
  const date = formatOrderDate(order.created, menu.timezone, venue.language, menu.enable_arabic_numerals);
  return { venue, menu, order, money: moneySettingsOf(menu), date, tracker: trackerSettingsOf(menu) };
}

/** How the order tracker reads times (issue 28): the venue's zone and digits, and its preparation time. */
export function trackerSettingsOf(menu: Menu): TrackerSettings {
  return { timezone: menu.timezone, arabicNumerals: menu.enable_arabic_numerals, preparationMinutes: menu.preparation_minutes };
}

export function orderMetadata(params: OrderParams): Promise<Metadata> {
  return privateTitleMetadata(params, async (venue) => (await getTranslations({ locale: venue.language, namespace: "Meta" }))("order"));
}

/** The form after the order (components/order/feedback-form.ts), its paragraphs sanitised here on the server. */
function orderFeedbackForm(menu: Menu): OrderFeedbackForm | null {
  const form = feedbackFormAfterOrder(menu.forms);
  return form ? { form, paragraphs: paragraphHtml(form.form_data), country: menu.menu_country.trim() || null } : null;
}

/** The order status screen's props: the order screen's data, and whether the guest has just placed it (`?placed=1`). */
export async function loadOrderPage(params: OrderParams, searchParams: Promise<Record<string, string | string[] | undefined>>) {
  return orderScreenProps(await loadOrderScreen(params), (await searchParams).placed === "1");
}

/** The order screen's props from its data: the order status screen's, and the payment return's (issue 28). */
export function orderScreenProps({ venue, menu, order, money, date, tracker }: ReturnType<typeof orderScreenData>, placed: boolean) {
  return {
    initialOrder: order,
    tracker,
    pushVenue: { name: menu.name, icon: venueIconPath(venue.licence) },
    pushEveryChange: menu.enable_push_every_status_change,
    lang: venue.language,
    money,
    date,
    placed,
    feedbackForm: orderFeedbackForm(menu),
    partner: sharesTableOrder(menu),
    paymentMenu: {
      enable_payment_type: menu.enable_payment_type,
      enable_cash: menu.enable_cash,
      enable_card_machine: menu.enable_card_machine,
      payment_enabled: menu.payment_enabled,
    },
  };
}
