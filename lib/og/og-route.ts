import "server-only";
import { hasLocale } from "next-intl";
import { routing } from "@/i18n/routing";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Language } from "@/lib/domain/language";
import { categoryAvailableNow, findCategory } from "@/lib/venue/catalogue";
import { findProductForPage } from "@/lib/venue/product-page";
import { loadVenue } from "@/lib/venue/venue";
import { categoryCard, productCard, venueCard, type OgCard } from "./og-card";
import { renderOgImage } from "./og-image";
import { imageDataUrl } from "./og-source-image";
import { createSlots } from "./render-slots";

export type OgParams = { licence: string; origin: string; lang: string; id?: string };
const KINDS = ["venue", "category", "product"] as const;
export type OgKind = (typeof KINDS)[number];

function isKind(kind: string): kind is OgKind {
  return (KINDS as readonly string[]).includes(kind);
}

/**
 * Shared with CDNs as pages are (app/[licence]/[origin]/[lang]/layout.tsx): fresh for 30 s, never
 * served older than the menu's minute. Next's own cache of the route (its revalidate and the menu
 * tag of its reads) is what the server answers from.
 */
const CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";

/**
 * A render holds its picture (up to 4 MB, and its base64 copy) and the renderer's canvas, and runs on
 * a process with two cores: three at once. Chat apps retry a failed preview poorly, so a request that
 * finds them taken waits up to 2 s, then gets the card without its picture rather than an error. One
 * set per process, whichever route bundle loads this module.
 */
const SLOTS = Symbol.for("carte.og.renderSlots");
const scope = globalThis as { [SLOTS]?: ReturnType<typeof createSlots> };
const renderSlots = (scope[SLOTS] ??= createSlots(3, 2000));

function notFound(): Response {
  return new Response("Not found\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}

/**
 * The link-preview image of a venue, category or product in the path's language (issue 14 item 6):
 * what has no screen (an unknown id, a category or product its hours hide, an unknown venue or
 * language) has no image either: 404, never a 500.
 */
export async function ogImageResponse(kind: string, params: OgParams): Promise<Response> {
  const { licence, origin, lang, id = "" } = params;
  // The venue's image has no id (og/venue/), a category's or product's has one (og/{kind}/{id}/).
  if (!isKind(kind) || (kind === "venue") !== (params.id === undefined)) return notFound();
  if (!hasLocale(routing.locales, lang)) return notFound();
  const venue = await loadVenue(licence, lang, origin);
  if (venue.status !== "ready") return notFound();
  const card = cardOf(kind, venue.menu, venue.language, id, new Date());
  if (!card) return notFound();
  const headers = { "cache-control": CACHE_CONTROL };
  return renderSlots.run(
    async () => renderOgImage(card, await imageDataUrl(card.image, venue.origin), headers),
    () => renderOgImage(card, null, headers),
  );
}

function cardOf(kind: OgKind, menu: Menu, language: Language, id: string, now: Date): OgCard | null {
  if (kind === "venue") return venueCard(menu, language);
  if (kind === "product") {
    const found = findProductForPage(menu, id, now);
    return found ? productCard(menu, found.product, language) : null;
  }
  const category = /^\d+$/.test(id) ? findCategory(menu, Number(id)) : null;
  return category && categoryAvailableNow(menu, category, now) ? categoryCard(menu, category, language) : null;
}
