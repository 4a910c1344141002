import { eq } from "drizzle-orm";
import { moneyDecimals } from "@/lib/domain/currency";
import { paymentProvider, type PaymentProvider } from "@/lib/api/schemas/payment";
import type { Db } from "../../db/client";
import { venues } from "../../db/schema";
import { ApiProblem, notFound } from "../../errors";

/** What the partner calls need of a venue. */
export interface PartnerVenue {
  id: number;
  document: Record<string, unknown>;
  partner: Record<string, unknown> | null;
  defaultLanguage: string;
  paymentProvider: PaymentProvider;
  /** The decimals its money is charged at (lib/domain/currency.ts moneyDecimals). */
  decimals: number;
  currency: string;
}

/** The menu document's al_futtaim_enabled flag: the partner integration is on. */
export function isPartnerEnabled(document: Record<string, unknown>): boolean {
  return document.al_futtaim_enabled === true;
}

/**
 * The decimals a venue's money is charged, paid and shown at: its menu's currency and
 * price_decimal_places through the one rule (lib/domain/currency.ts).
 */
export function venueMoneyDecimals(document: Record<string, unknown>): number {
  const currency = typeof document.currency === "string" ? document.currency : null;
  const places = document.price_decimal_places;
  return moneyDecimals({ currency, price_decimal_places: typeof places === "number" || typeof places === "string" ? places : null });
}

/** The menu document's enable_table_tab flag (issue 16): a table's guests share its open order. */
export function isTableTabEnabled(document: Record<string, unknown>): boolean {
  return document.enable_table_tab === true;
}

/**
 * The calls a table tab is built on (the table's active order, tips, splits, paying the balance) serve
 * a table-tab venue as they serve the partner venue; the partner's own (wallet, loyalty, employee ids) do not.
 */
export interface PartnerVenueOptions {
  tableTab?: boolean;
}

/**
 * A venue with the partner integration on (or, with `tableTab`, a table-tab venue). Venues without it answer 404 like unknown ones: the
 * partner calls do not exist for them, and the app reads any failure as "nothing there".
 */
export function partnerVenueOf(row: typeof venues.$inferSelect | undefined, options: PartnerVenueOptions = {}): PartnerVenue {
  if (!row) throw notFound("Menu");
  if (!isPartnerEnabled(row.document) && !(options.tableTab === true && isTableTabEnabled(row.document))) {
    throw new ApiProblem(404, { detail: "The partner integration is not enabled for this menu." });
  }
  const provider = paymentProvider.safeParse(row.paymentProvider);
  return {
    id: row.id,
    document: row.document,
    partner: row.partner,
    defaultLanguage: row.defaultLanguage,
    paymentProvider: provider.success ? provider.data : "stripe",
    decimals: venueMoneyDecimals(row.document),
    currency: typeof row.document.currency === "string" ? row.document.currency : "",
  };
}

export async function loadPartnerVenue(db: Db, venueId: number, options: PartnerVenueOptions = {}): Promise<PartnerVenue> {
  const [row] = await db.select().from(venues).where(eq(venues.id, venueId)).limit(1);
  return partnerVenueOf(row, options);
}
