import type { Category } from "@/lib/api/schemas/category";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";
import { BLACK, contrastRatio, parseColour, readableTextColour, WHITE } from "@/lib/domain/colour";
import { isRtl, type Language } from "@/lib/domain/language";
import { priceView } from "@/lib/domain/price-view";

/** What a link-preview image shows: one screen's name, a product's price, its picture, the venue's name and colours. */
export interface OgCard {
  kind: "venue" | "category" | "product";
  language: Language;
  rtl: boolean;
  /** The product's, category's or venue's name. */
  title: string;
  /** The venue's name above the title; null on the venue's own card, whose title it is. */
  venueName: string | null;
  /** The price the guest pays, formatted as the product screen formats it; null when none is shown. */
  price: string | null;
  /** The listed price, struck through beside a discounted price. */
  listPrice: string | null;
  /** The price in the venue's alternate currency, when it shows one. */
  altPrice: string | null;
  /** The picture's address as the menu gives it; null draws a panel in the venue's colour. */
  image: string | null;
  colours: OgColours;
}

export interface OgColours {
  background: string;
  text: string;
  /** The picture's panel and the bar under the text. */
  accent: string;
  /** The venue's name above the title. */
  label: string;
  /** Text on the accent colour (the venue card's band). */
  accentText: string;
  price: string;
}

const DEFAULT_ACCENT = "#1f2937";
/** WCAG AA for normal text. */
const TEXT_CONTRAST = 4.5;
/** WCAG AA for large text: the venue's name and the price are drawn large. */
const LARGE_TEXT_CONTRAST = 3;

function colour(theme: Menu["theme_data"], key: string): string | null {
  const value = theme[key];
  return typeof value === "string" && parseColour(value) ? value : null;
}

/** theme_data's colours for the card; a coloured text without enough contrast on the background is the body text colour. */
export function ogColours(menu: Pick<Menu, "theme_data">): OgColours {
  const theme = menu.theme_data;
  const background = colour(theme, "body_bg_color") ?? WHITE;
  const body = colour(theme, "body_text_color");
  const text = body && (contrastRatio(body, background) ?? 0) >= TEXT_CONTRAST ? body : (readableTextColour(background) ?? BLACK);
  const accent = colour(theme, "primary_color") ?? colour(theme, "header_bg_color") ?? DEFAULT_ACCENT;
  const readable = (...keys: string[]) =>
    keys.map((key) => colour(theme, key)).find((value) => value && (contrastRatio(value, background) ?? 0) >= LARGE_TEXT_CONTRAST) ?? text;
  return {
    background,
    text,
    accent,
    accentText: readableTextColour(accent) ?? WHITE,
    label: readable("header_bg_color", "primary_color", "category_title_color"),
    price: readable("product_price_color"),
  };
}

/** 90 characters fit on three lines of the card; longer names end with an ellipsis. */
export const TITLE_LENGTH = 90;

function shorten(text: string, length = TITLE_LENGTH): string {
  const plain = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(plain);
  return chars.length <= length
    ? plain
    : `${chars
        .slice(0, length - 1)
        .join("")
        .trimEnd()}…`;
}

function base(kind: OgCard["kind"], menu: Menu, language: Language, title: string, image: string | null): OgCard {
  return {
    kind,
    language,
    rtl: isRtl(language),
    title: shorten(title),
    venueName: kind === "venue" ? null : shorten(menu.name, 60),
    price: null,
    listPrice: null,
    altPrice: null,
    image,
    colours: ogColours(menu),
  };
}

/** The venue's card (landing and home): its name over its cover, else its desktop cover or logo. */
export function venueCard(menu: Menu, language: Language): OgCard {
  return base("venue", menu, language, menu.name, menu.cover_image ?? menu.desktop_image ?? menu.logo_image.logo ?? null);
}

/** A category's card: its name and picture (none when the venue hides it). */
export function categoryCard(menu: Menu, category: Category, language: Language): OgCard {
  const image = category.hidden_image ? null : (category.image.product ?? null);
  return base("category", menu, language, category.name, image);
}

/** A product's card: its name, its price as the product screen shows it (lib/domain money formatting) and first picture. */
export function productCard(menu: Menu, product: Product, language: Language): OgCard {
  const image = product.hidden_image ? null : (product.images.find((entry) => entry.image)?.image ?? null);
  const view = priceView(menu, product, language);
  return {
    ...base("product", menu, language, product.name, image),
    price: view ? (view.discounted ?? view.price) : null,
    listPrice: view?.discounted ? view.price : null,
    altPrice: view ? (view.discounted ? view.altDiscounted : view.altPrice) : null,
  };
}

/** Every text the card draws, for choosing its fonts. */
export function cardText(card: OgCard): string {
  return [card.title, card.venueName, card.price, card.listPrice, card.altPrice].filter(Boolean).join(" ");
}
