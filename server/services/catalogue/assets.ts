import { textDirection, type Language } from "@/lib/domain/language";
import { themeValue, venueName } from "./menu";
import { DEFAULT_THEME_COLOUR, initialOf, opaqueColour, tilePng } from "./tile";
import { parseColour } from "@/lib/domain/colour";
import type { VenueRow } from "./venues";

/** Icon sizes the manifest lists: Apple's touch icons and the two Chrome needs to install the app. */
export const ICON_SIZES = [120, 152, 180, 192, 512] as const;
/** Apple's default touch icon size (apple-touch-icon.png without a size). */
export const DEFAULT_ICON_SIZE = 180;
/** Launch image: a portrait phone screen at 2x. */
export const LAUNCH_SIZE = { width: 750, height: 1334 } as const;
const SHORT_NAME_LENGTH = 12;
const MIN_ICON = 16;
const MAX_ICON = 1024;

const ICON_FILE = /^apple-touch-icon(?:-precomposed)?(?:-(\d{1,4})x(\d{1,4}))?(?:-precomposed)?\.png$/;

/** Width and height asked for by an apple-touch-icon file name; null for any other name or size. */
export function iconSize(file: string): { width: number; height: number } | null {
  const match = ICON_FILE.exec(file);
  if (!match) return null;
  const width = match[1] ? Number(match[1]) : DEFAULT_ICON_SIZE;
  const height = match[2] ? Number(match[2]) : DEFAULT_ICON_SIZE;
  const fits = (size: number) => size >= MIN_ICON && size <= MAX_ICON;
  return fits(width) && fits(height) ? { width, height } : null;
}

/** The theme colour as the manifest writes it: header_bg_color when readable, else #0b9f93. */
export function themeColour(venue: VenueRow): string {
  const header = themeValue(venue, "header_bg_color");
  return header && parseColour(header) ? header : DEFAULT_THEME_COLOUR;
}

/** The name cut to whole words within 12 characters (home-screen labels), or its first 12 characters. */
export function shortName(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  let kept = "";
  for (const word of name.split(/\s+/)) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length > SHORT_NAME_LENGTH) break;
    kept = next;
  }
  return kept || name.slice(0, SHORT_NAME_LENGTH);
}

/**
 * The web app manifest. Icon links are relative, so they resolve against the manifest's own URL
 * (…/manifest/{licence}/) wherever the API is mounted.
 */
export function manifestFor(venue: VenueRow, language: Language): Record<string, unknown> {
  const name = venueName(venue, language);
  const colour = themeColour(venue);
  return {
    name,
    short_name: shortName(name),
    lang: language,
    dir: textDirection(language),
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: colour,
    background_color: colour,
    icons: ICON_SIZES.map((size) => ({
      src: `icons/apple-touch-icon-${size}x${size}.png`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose: "any",
    })),
  };
}

// Generated tiles depend only on size, colour and initial, so they are kept (bounded) across venues.
const tiles = new Map<string, Buffer>();
const MAX_TILES = 256;

/** The venue's tile (icon or launch image) at a size, in its theme colour with its initial. */
export function venueTile(venue: VenueRow, language: Language, size: { width: number; height: number }): Buffer {
  const background = opaqueColour(themeColour(venue));
  const initial = initialOf(venueName(venue, language));
  const key = `${size.width}x${size.height}:${background.join(",")}:${initial ?? ""}`;
  const cached = tiles.get(key);
  if (cached) return cached;
  const png = tilePng(size.width, size.height, background, initial);
  if (tiles.size >= MAX_TILES) tiles.clear();
  tiles.set(key, png);
  return png;
}
