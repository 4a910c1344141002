import type { Category } from "@/lib/api/schemas/category";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import { bcp47, type Language } from "@/lib/domain/language";
import { decimalPlaces, formatInputAmount } from "@/lib/domain/money-format";
import { productDisplayPrice, shouldShowPrice } from "@/lib/domain/product-price";
import { isSpecialCategory } from "@/lib/domain/special-category";
import { indexableChildren, indexableProducts } from "./indexable";
import { htmlToText } from "@/lib/domain/html-text";
import { truncateText } from "./plain-text";
import { absoluteUrl } from "./seo-urls";

/**
 * schema.org structured data for search engines (issue 4 item 5, issue 13 item 2): each page carries
 * what it shows. The home: the venue as a Restaurant with its Menu naming its MenuSections (links, no
 * items); a category page: its MenuSection with its own MenuItems; a product page: one MenuItem.
 * Pure: the origin, language and clock are passed in.
 */
export type JsonLdNode = { "@type": string } & { [key: string]: unknown };

export interface JsonLdContext {
  /** Public origin, e.g. "https://menu.example.com" (lib/venue/seo.ts requestOrigin). */
  origin: string;
  language: Language;
}

const SCHEMA = "https://schema.org";
export const IN_STOCK = `${SCHEMA}/InStock`;
export const OUT_OF_STOCK = `${SCHEMA}/OutOfStock`;
/** Descriptions in structured data are summaries; the full text is on the page. */
const DESCRIPTION_LENGTH = 300;

function screenUrl(context: JsonLdContext, path: string): string {
  return `${context.origin}/${context.language}${path}`;
}

function description(html: string | null | undefined): { description?: string } {
  const text = truncateText(htmlToText(html), DESCRIPTION_LENGTH);
  return text ? { description: text } : {};
}

/** The price a guest sees on the product's card (discounted when discounted) at price_decimal_places. */
export function offerPrice(product: Product, menu: Menu): string | null {
  const shown = productDisplayPrice(product, {}, menu);
  const price = shown.discounted ?? shown.price;
  if (!shouldShowPrice(price)) return null;
  return formatInputAmount(price, decimalPlaces(menu.price_decimal_places));
}

/** An Offer for the product, or null when no price shows (000 section 5: only prices above 0 are shown). */
export function productOffer(product: Product, menu: Menu, context: JsonLdContext): JsonLdNode | null {
  const price = offerPrice(product, menu);
  if (price === null) return null;
  return {
    "@type": "Offer",
    price,
    priceCurrency: menu.currency.trim().toUpperCase(),
    availability: product.out_of_stock ? OUT_OF_STOCK : IN_STOCK,
    url: screenUrl(context, `/product/${product.id}/`),
  };
}

function productImage(product: Product, menu: Menu, origin: string): { image?: string } {
  if (product.hidden_image) return {};
  const url = product.images.find((entry) => entry.image)?.image ?? menu.default_product_image?.image ?? null;
  return url ? { image: absoluteUrl(origin, url) } : {};
}

/** A product as a MenuItem with its offer; with `withContext`, ready to stand alone on the product page. */
export function menuItemJsonLd(product: Product, menu: Menu, context: JsonLdContext, withContext = false): JsonLdNode {
  const offer = productOffer(product, menu, context);
  return {
    ...(withContext ? { "@context": SCHEMA } : {}),
    "@type": "MenuItem",
    name: product.name,
    url: screenUrl(context, `/product/${product.id}/`),
    ...description(product.description || product.small_description),
    ...productImage(product, menu, context.origin),
    ...(offer ? { offers: offer } : {}),
    ...(withContext ? { inLanguage: bcp47(context.language) } : {}),
  };
}

/** Sections nest at most this deep in structured data (a guard against cyclic parent links). */
const SECTION_DEPTH = 5;

/** A section's own fields: name, address, description and image, no items. */
function sectionFields(category: Category, context: JsonLdContext): JsonLdNode {
  const image = category.hidden_image ? null : category.image.product;
  return {
    "@type": "MenuSection",
    name: category.name,
    url: screenUrl(context, `/category/${category.id}/`),
    ...description(category.description),
    ...(image ? { image: absoluteUrl(context.origin, image) } : {}),
  };
}

/** The reachable subcategories of a section (special ones left out: they repeat other sections' items). */
function reachableSections(menu: Menu, parentId: number | null, now: Date): Category[] {
  return indexableChildren(menu, parentId, now).filter((category) => !isSpecialCategory(category));
}

/**
 * A section as the home names it: its fields and its subsections, no items. The items are on the
 * section's own page (categoryJsonLd), so a menu of thousands of products stays a few KB on the home.
 */
function sectionLinkJsonLd(menu: Menu, category: Category, context: JsonLdContext, now: Date, depth: number): JsonLdNode {
  const children =
    depth < SECTION_DEPTH
      ? reachableSections(menu, category.id, now).map((child) => sectionLinkJsonLd(menu, child, context, now, depth + 1))
      : [];
  return { ...sectionFields(category, context), ...(children.length > 0 ? { hasMenuSection: children } : {}) };
}

/** The menu: one MenuSection per reachable top-level category (special ones left out), subsections nested, no items. */
export function menuJsonLd(menu: Menu, context: JsonLdContext, now: Date): JsonLdNode {
  return {
    "@type": "Menu",
    name: menu.name,
    url: screenUrl(context, "/home/"),
    inLanguage: bcp47(context.language),
    hasMenuSection: reachableSections(menu, null, now).map((category) => sectionLinkJsonLd(menu, category, context, now, 0)),
  };
}

/**
 * A category page's structured data: its section with its own reachable items and links to its
 * subsections (their items are on their own pages), standing alone with @context.
 */
export function categoryJsonLd(menu: Menu, category: Category, context: JsonLdContext, now: Date): JsonLdNode {
  const items = indexableProducts(menu, category, now).map((product) => menuItemJsonLd(product, menu, context));
  const children = reachableSections(menu, category.id, now).map((child) => sectionFields(child, context));
  return {
    "@context": SCHEMA,
    ...sectionFields(category, context),
    inLanguage: bcp47(context.language),
    ...(items.length > 0 ? { hasMenuItem: items } : {}),
    ...(children.length > 0 ? { hasMenuSection: children } : {}),
  };
}

/** The venue as a Restaurant with its menu, for the home page. The menu data carries no postal address. */
export function restaurantJsonLd(menu: Menu, context: JsonLdContext, now: Date): JsonLdNode {
  const images = [menu.cover_image, menu.desktop_image, menu.logo_image.logo]
    .filter((url): url is string => Boolean(url))
    .map((url) => absoluteUrl(context.origin, url));
  const geo =
    menu.outlet_latitude !== null && menu.outlet_longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: menu.outlet_latitude, longitude: menu.outlet_longitude } }
      : {};
  return {
    "@context": SCHEMA,
    "@type": "Restaurant",
    name: menu.name,
    url: screenUrl(context, "/"),
    ...description(menu.home_header_text),
    ...(images.length > 0 ? { image: images } : {}),
    ...(menu.logo_image.logo ? { logo: absoluteUrl(context.origin, menu.logo_image.logo) } : {}),
    ...(menu.currency ? { currenciesAccepted: menu.currency.trim().toUpperCase() } : {}),
    ...geo,
    hasMenu: menuJsonLd(menu, context, now),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text in it can close the script. */
export function serialiseJsonLd(data: JsonLdNode | readonly JsonLdNode[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
