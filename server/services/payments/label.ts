import { eq, sql } from "drizzle-orm";
import { isLanguage } from "@/lib/domain/language";
import { paddedOrderId } from "@/lib/domain/order-number";
import type { Db } from "../../db/client";
import { orders, venues } from "../../db/schema";
import { localise } from "../../venue/localise";
import { defaultLanguageOf } from "../catalogue/venues";

/** Stripe's cap on a line item's name is far above this; a venue's name is cut rather than refused. */
const LABEL_MAX = 120;

/**
 * What a provider's page shows the guest is paying for: "{venue name} #000123", the name in the
 * payment's language. No words of ours, so it needs no translation.
 */
export async function paymentLabel(tx: Db, orderUuid: string, language: string): Promise<string> {
  const [row] = await tx
    .select({
      orderNumber: orders.orderNumber,
      name: sql<unknown>`${venues.document}->'name'`,
      defaultLanguage: venues.defaultLanguage,
      languages: venues.languages,
    })
    .from(orders)
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .where(eq(orders.uuid, orderUuid));
  if (!row) return "";
  const fallback = defaultLanguageOf(row);
  const name = localise(row.name, isLanguage(language) ? language : fallback, fallback);
  const number = `#${paddedOrderId(row.orderNumber)}`;
  return typeof name === "string" && name.trim() ? `${name.trim().slice(0, LABEL_MAX)} ${number}` : number;
}
