import { eq } from "drizzle-orm";
import type { Language } from "@/lib/domain/language";
import type { Db } from "../../db/client";
import { deliveryZones, venues } from "../../db/schema";
import { notFound } from "../../errors";
import { paymentProvider, type PaymentProvider } from "@/lib/api/schemas/payment";
import { menuAnswer, venueIsOpen } from "./menu";
import { venueLanguage } from "./venues";

interface CachedMenu {
  updatedAt: number;
  /** The answer serialised without its closing brace, so `isOpen` (clock-dependent) can be appended. */
  head: string;
  document: unknown;
}

const cache = new Map<string, CachedMenu>();
const LIMIT = 500;

/**
 * The menu call's body. The localised document is serialised once per venue version and language:
 * each request reads only the venue's `updated_at` (an import bumps it, from any process) and
 * appends the open state at its own clock. `payment_enabled` is answered false when no gateway here
 * can take the venue's provider (issue 10: the sandbox is off by default in production), so guests
 * are never offered a card payment that would be refused. `has_delivery_zones` tells the guest app
 * that a delivery needs a map position (issue 24 item 7); zones change only by an import, which bumps
 * `updated_at`.
 */
export async function menuJson(
  db: Db,
  license: string,
  requested: Language,
  now: Date,
  acceptsCard: (provider: PaymentProvider) => boolean = () => true,
): Promise<{ language: Language; json: string }> {
  const [row] = await db
    .select({
      id: venues.id,
      updatedAt: venues.updatedAt,
      defaultLanguage: venues.defaultLanguage,
      languages: venues.languages,
      paymentProvider: venues.paymentProvider,
    })
    .from(venues)
    .where(eq(venues.license, license))
    .limit(1);
  if (!row) throw notFound("Licence");
  const language = venueLanguage(row, requested);
  const provider = paymentProvider.safeParse(row.paymentProvider);
  // As order creation reads it: a row written otherwise falls back to the venue file's default.
  const cardPayable = acceptsCard(provider.success ? provider.data : "stripe");
  const key = `${row.id}:${language}:${cardPayable}`;
  let entry = cache.get(key);
  if (!entry || entry.updatedAt !== row.updatedAt.getTime()) {
    const [venue] = await db.select().from(venues).where(eq(venues.id, row.id)).limit(1);
    if (!venue) throw notFound("Licence");
    const zones = await db.select({ id: deliveryZones.id }).from(deliveryZones).where(eq(deliveryZones.venueId, venue.id)).limit(1);
    const { body } = menuAnswer(venue, language, now);
    const answer = { ...body, has_delivery_zones: zones.length > 0, ...(cardPayable ? {} : { payment_enabled: false }), isOpen: undefined };
    const json = JSON.stringify(answer);
    if (cache.size >= LIMIT) cache.clear();
    entry = { updatedAt: venue.updatedAt.getTime(), head: json.slice(0, -1), document: venue.document };
    cache.set(key, entry);
  }
  return { language, json: `${entry.head},"isOpen":${venueIsOpen(entry.document, now)}}` };
}
