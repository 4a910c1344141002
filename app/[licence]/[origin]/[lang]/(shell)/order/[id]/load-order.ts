import { sharesTableOrder } from "@/lib/domain/table-tab";
import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { feedbackFormAfterOrder, type OrderFeedbackForm } from "@/components/order/feedback-form";
import { formatOrderDate } from "@/components/order/order-date";
import { isApiError } from "@/lib/api/errors";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Order } from "@/lib/api/schemas/order";
import { paragraphHtml } from "@/lib/forms/paragraph-html";
import { serverApi } from "@/lib/venue/api";
import { requestClientAddress, requestHost } from "@/lib/venue/licence";
import { moneySettingsOf } from "@/lib/venue/money-settings";
import { privateTitleMetadata } from "@/lib/venue/screen-metadata";
import { screenVenue, type ScreenParams } from "@/lib/venue/screen-venue";

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
  const { menu } = venue;
  const date = formatOrderDate(order.created, menu.timezone, venue.language, menu.enable_arabic_numerals);
  return { venue, menu, order, money: moneySettingsOf(menu), date };
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
  const { venue, menu, order, money, date } = await loadOrderScreen(params);
  return {
    initialOrder: order,
    lang: venue.language,
    money,
    date,
    placed: (await searchParams).placed === "1",
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
