import "server-only";
import type { Metadata } from "next";
import { headers } from "next/headers";
import type { Category } from "@/lib/api/schemas/category";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import { env } from "@/lib/config/env";
import { bcp47, chooseLanguage, type Language } from "@/lib/domain/language";
import { categoryJsonLd as categorySectionJsonLd, menuItemJsonLd, restaurantJsonLd, type JsonLdNode } from "./json-ld";
import { htmlToText } from "@/lib/domain/html-text";
import { truncateText } from "./plain-text";
import { absoluteUrl, normalisePath } from "./seo-urls";

/** What the search-engine and link-preview helpers read of a ready venue (a `loadVenue` answer fits). */
export interface SeoVenue {
  licence: string;
  menu: Menu;
  language: Language;
  languages: readonly { code: Language }[];
  /** The public origin the page's path names (loadVenue); without it, the request's. */
  origin?: string;
}

export interface SeoImage {
  /** Absolute, root-relative ("/demo/cover.svg") or relative to the origin. */
  url: string;
  width?: number | null;
  height?: number | null;
  alt: string;
}

export interface ScreenMetadataInput {
  venue: SeoVenue;
  /** The screen name (translated), e.g. "Home" or the category's name; empty for the landing screen. */
  screen: string;
  /** The path after the language prefix, e.g. "/category/3/"; "/" for the landing screen. */
  path: string;
  /** Plain text or venue HTML; the venue's home header text when absent. */
  description?: string | null;
  /** The generated link-preview image to name (app/[licence]/[origin]/[lang]/og); the venue's when absent. */
  preview?: OgTarget | null;
  /**
   * The picture named when no image is generated (`preview: null`): the product's or category's
   * image, else the venue's cover (else its logo).
   */
  image?: SeoImage | null;
}

/** What a generated preview image shows: the venue (landing, home and other screens), a category or a product. */
export type OgTarget = { kind: "venue" } | { kind: "category" | "product"; id: number };

/** The generated preview image's size (lib/og/og-image.tsx), what Open Graph and X's large card want. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The public address of a generated preview image: `/{lang}/og/venue/`, `/{lang}/og/product/{id}/`. */
export function ogImageUrl(origin: string, language: Language, target: OgTarget): string {
  return languageUrl(origin, language, target.kind === "venue" ? "/og/venue/" : `/og/${target.kind}/${target.id}/`);
}

/** 160 characters: what search engines show of a description. */
export const DESCRIPTION_LENGTH = 160;

export { absoluteUrl, normalisePath, truncateText };

/**
 * The public origin links are built on: PUBLIC_URL, else the host this request came to (behind a
 * proxy, x-forwarded-proto and x-forwarded-host), so each venue host gets its own absolute URLs.
 */
export async function requestOrigin(): Promise<string> {
  if (env.publicUrl) return env.publicUrl;
  const list = await headers();
  const first = (value: string | null) => value?.split(",")[0]?.trim() || null;
  const host = first(list.get("x-forwarded-host")) ?? first(list.get("host")) ?? "localhost";
  const proto = first(list.get("x-forwarded-proto")) ?? "http";
  return `${proto}://${host}`;
}

/** The venue's default language as the layout resolves it (000 section 4). */
export function defaultLanguageOf(venue: Pick<SeoVenue, "menu" | "languages">): Language {
  return chooseLanguage(venue.menu.default_language, { languages: venue.languages });
}

/** The address of `path` in `language`: `${origin}/${language}${path}`. */
export function languageUrl(origin: string, language: Language, path: string): string {
  return `${origin}/${language}${normalisePath(path)}`;
}

/**
 * hreflang alternates: one per venue language, keyed by its BCP 47 tag (kp is Korean, "ko"), plus
 * x-default on the venue's default language.
 */
export function languageAlternates(origin: string, venue: SeoVenue, path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const { code } of venue.languages) alternates[bcp47(code)] = languageUrl(origin, code, path);
  alternates["x-default"] = languageUrl(origin, defaultLanguageOf(venue), path);
  return alternates;
}

/** The venue's description: its home header text as plain text, else the footer text. */
export function venueDescription(menu: Menu): string {
  return htmlToText(menu.home_header_text) || htmlToText(menu.home_footer_text);
}

/** The preview image of the venue: the cover image, else the logo; null when it has neither. */
export function venueImage(menu: Menu): SeoImage | null {
  const url = menu.cover_image ?? menu.desktop_image ?? menu.logo_image.logo;
  return url ? { url, alt: menu.name } : null;
}

/** 000 section 2: "screen name | venue name | site name"; the landing screen has no screen name. */
export function screenTitle(screen: string, venueName: string, siteName: string): string {
  return [screen.trim(), venueName.trim(), siteName.trim()].filter(Boolean).join(" | ");
}

/** Open Graph locales are written language_TERRITORY; zh-Hans becomes zh_Hans. */
function ogLocale(language: Language): string {
  return bcp47(language).replace("-", "_");
}

/** The metadata of one screen, for a given origin and site name (the pure half of `screenMetadata`). */
export function buildScreenMetadata(input: ScreenMetadataInput, origin: string, siteName: string): Metadata {
  const { venue, screen } = input;
  const path = normalisePath(input.path);
  const title = screenTitle(screen, venue.menu.name, siteName);
  const description = truncateText(htmlToText(input.description ?? "") || venueDescription(venue.menu) || title, DESCRIPTION_LENGTH);
  const url = languageUrl(origin, venue.language, path);
  const image = previewImage(input, origin);
  const otherLocales = venue.languages.filter(({ code }) => code !== venue.language).map(({ code }) => ogLocale(code));
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url, languages: languageAlternates(origin, venue, path) },
    openGraph: {
      type: "website",
      siteName,
      title,
      description,
      url,
      locale: ogLocale(venue.language),
      ...(otherLocales.length > 0 ? { alternateLocale: otherLocales } : {}),
      ...(image ? { images: [image] } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title,
      description,
      ...(image ? { images: [{ url: image.url, alt: image.alt }] } : {}),
    },
  };
}

/**
 * The screen's preview image: the generated PNG of its venue, category or product (a PNG every chat
 * app shows, where the venue's own pictures may be SVG), else the picture it names.
 */
function previewImage(input: ScreenMetadataInput, origin: string): { url: string; alt: string; width?: number; height?: number } | null {
  const { venue } = input;
  const preview = input.preview === undefined ? ({ kind: "venue" } as const) : input.preview;
  if (preview) {
    const alt = preview.kind === "venue" ? venue.menu.name : input.screen.trim() || venue.menu.name;
    return { url: ogImageUrl(origin, venue.language, preview), alt, ...OG_IMAGE_SIZE };
  }
  const source = input.image ?? venueImage(venue.menu);
  return source
    ? {
        url: absoluteUrl(origin, source.url),
        alt: source.alt || venue.menu.name,
        ...(source.width ? { width: source.width } : {}),
        ...(source.height ? { height: source.height } : {}),
      }
    : null;
}

/**
 * Next metadata for a catalogue screen (issue 4 item 5): absolute title, description, canonical and
 * hreflang alternates, Open Graph and Twitter card, all on the public origin of this request.
 * Call from a page's `generateMetadata`.
 */
export async function screenMetadata(input: ScreenMetadataInput): Promise<Metadata> {
  return buildScreenMetadata(input, input.venue.origin ?? (await requestOrigin()), env.siteName);
}

/** The home page's structured data: the venue as a Restaurant naming its reachable sections at `now` (no items). */
export async function homeJsonLd(venue: SeoVenue, now: Date): Promise<JsonLdNode> {
  return restaurantJsonLd(venue.menu, { origin: venue.origin ?? (await requestOrigin()), language: venue.language }, now);
}

/** A category page's structured data: its section with its own reachable items at `now`. */
export async function categoryJsonLd(venue: SeoVenue, category: Category, now: Date): Promise<JsonLdNode> {
  return categorySectionJsonLd(venue.menu, category, { origin: venue.origin ?? (await requestOrigin()), language: venue.language }, now);
}

/** A product page's structured data: the product as a MenuItem with its Offer. */
export async function productJsonLd(venue: SeoVenue, product: Product): Promise<JsonLdNode> {
  return menuItemJsonLd(product, venue.menu, { origin: venue.origin ?? (await requestOrigin()), language: venue.language }, true);
}
