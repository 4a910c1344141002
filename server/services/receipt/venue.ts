import { eq, sql } from "drizzle-orm";
import { menu as menuSchema } from "@/lib/api/schemas/menu";
import type { Language } from "@/lib/domain/language";
import type { Db } from "../../db/client";
import { venues } from "../../db/schema";
import { localise } from "../../venue/localise";
import { defaultLanguageOf, venueLanguage } from "../catalogue/venues";

/** The menu settings a receipt shows: name, clock, the venue's wording and how amounts are written. */
const receiptMenu = menuSchema.pick({
  name: true,
  timezone: true,
  ui_strings: true,
  currency: true,
  currency_symbol: true,
  display_currency: true,
  price_decimal_places: true,
  enable_arabic_numerals: true,
});
const KEYS = Object.keys(receiptMenu.shape);

export type ReceiptMenu = ReturnType<typeof receiptMenu.parse>;

/**
 * The receipt's menu settings in the request language, or null for an unknown venue. Only these keys
 * are read out of the venue's document (in the database): localising and parsing a whole menu for
 * every download cost more than a cached receipt, and grows with the menu.
 */
export async function loadReceiptMenu(db: Db, venueId: number, requested: Language): Promise<ReceiptMenu | null> {
  const keys = sql.join(
    KEYS.map((key) => sql`${key}`),
    sql`, `,
  );
  const [row] = await db
    .select({
      defaultLanguage: venues.defaultLanguage,
      languages: venues.languages,
      settings: sql<Record<
        string,
        unknown
      > | null>`(select jsonb_object_agg(e.key, e.value) from jsonb_each(${venues.document}) as e where e.key in (${keys}))`,
    })
    .from(venues)
    .where(eq(venues.id, venueId))
    .limit(1);
  if (!row) return null;
  const parsed = receiptMenu.safeParse(localise(row.settings ?? {}, venueLanguage(row, requested), defaultLanguageOf(row)));
  // Imports validate the document in every language, so this is a data error, not a guest's.
  if (!parsed.success) throw new Error(`Menu ${venueId} does not parse for a receipt: ${parsed.error.message}`);
  return parsed.data;
}
