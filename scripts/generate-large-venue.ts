/**
 * A large venue for the benchmarks (issue 13): 2,000 products in 40 categories, every text in the
 * fifteen languages, the demo venue's settings around them. Deterministic: the same seed writes the
 * same bytes. Written where `npm run venue -- import` reads it; validated by the venue-file schema
 * first, so a file that would not import is never written.
 *
 *   npx tsx scripts/generate-large-venue.ts [--out .data/bench/large-venue.json] [--seed 13]
 *                                           [--products 2000] [--categories 40]
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { venueFile } from "../server/venue/venue-file";

export const LARGE_LICENSE = "bench-large";
export const LARGE_HOST = "large.localhost";
const LARGE_MENU_ID = 9013;

type Texts = Record<string, string>;
type Json = Record<string, unknown>;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return (index !== -1 && process.argv[index + 1]) || fallback;
}

/** mulberry32: small, seedable, the same sequence on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const LATIN = "abcdefghijklmnopqrstuvwxyz".split("");

/** Each language's letters, so that sizes and shaping are those of real text in its script. */
const ALPHABETS: Record<string, { letters: string[]; word: [number, number]; space: string; name: string }> = {
  en: { letters: LATIN, word: [2, 9], space: " ", name: "English" },
  de: { letters: [...LATIN, "ä", "ö", "ü", "ß"], word: [3, 11], space: " ", name: "Deutsch" },
  es: { letters: [...LATIN, "á", "é", "í", "ñ", "ó"], word: [2, 9], space: " ", name: "Español" },
  fr: { letters: [...LATIN, "é", "è", "à", "ç", "ê"], word: [2, 9], space: " ", name: "Français" },
  it: { letters: [...LATIN, "à", "è", "ò"], word: [2, 9], space: " ", name: "Italiano" },
  nl: { letters: [...LATIN, "ë", "ij"], word: [2, 10], space: " ", name: "Nederlands" },
  tr: { letters: [...LATIN, "ç", "ğ", "ı", "ö", "ş", "ü"], word: [2, 10], space: " ", name: "Türkçe" },
  ru: { letters: range(0x430, 0x44f), word: [2, 10], space: " ", name: "Русский" },
  ar: { letters: range(0x628, 0x64a), word: [2, 8], space: " ", name: "العربية" },
  fa: { letters: [...range(0x628, 0x63a), "پ", "چ", "ژ", "ک", "گ", "ی"], word: [2, 8], space: " ", name: "فارسی" },
  he: { letters: range(0x5d0, 0x5ea), word: [2, 7], space: " ", name: "עברית" },
  th: { letters: range(0xe01, 0xe2e), word: [3, 9], space: "", name: "ไทย" },
  ja: { letters: [...range(0x3041, 0x3093), ...range(0x30a1, 0x30f3)], word: [2, 6], space: "", name: "日本語" },
  "zh-hans": { letters: range(0x4e00, 0x4fff), word: [1, 3], space: "", name: "简体中文" },
  kp: { letters: range(0xac00, 0xb7ff), word: [1, 4], space: " ", name: "조선말" },
};
export const LANGUAGES = Object.keys(ALPHABETS);

function textMaker(next: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const words = (code: string, count: number): string => {
    const alphabet = ALPHABETS[code];
    if (!alphabet) throw new Error(`No alphabet for ${code}`);
    return Array.from({ length: count }, () =>
      Array.from({ length: between(...alphabet.word) }, () => pick(alphabet.letters)).join(""),
    ).join(alphabet.space);
  };
  const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  /** The same phrase length in every language, as a translation would be. */
  const texts = (count: number, wrap = (text: string) => text): Texts =>
    Object.fromEntries(LANGUAGES.map((code) => [code, wrap(capitalised(words(code, count)))]));
  return { pick, between, texts };
}

function demoVenue(): Json {
  return JSON.parse(readFileSync(path.join(__dirname, "../server/seed/venues/demo.json"), "utf8")) as Json;
}

export function largeVenue(seed: number, productCount: number, categoryCount: number): Json {
  const demo = demoVenue();
  const menu = demo.menu as Json;
  const demoCategories = menu.categories as Json[];
  const template = demoCategories.flatMap((category) => category.products as Json[]).find((product) => product.id === 103);
  const categoryTemplate = demoCategories[0];
  if (!template || !categoryTemplate) throw new Error("The demo venue lacks product 103 or a category");
  const images = demoCategories.flatMap((category) => (category.products as Json[]).map((product) => product.images));
  const categoryImages = demoCategories.map((category) => category.image);
  const make = textMaker(random(seed));

  const perCategory = Math.ceil(productCount / categoryCount);
  const categories = Array.from({ length: categoryCount }, (_, c) => {
    const id = c + 1;
    const products = Array.from({ length: Math.min(perCategory, productCount - c * perCategory) }, (_, p) => {
      const productId = 1000 + c * perCategory + p + 1;
      return {
        ...template,
        id: productId,
        category: id,
        sku: `LRG-${productId}`,
        name: make.texts(make.between(1, 3)),
        small_description: make.texts(make.between(4, 6)),
        description: make.texts(make.between(7, 12), (text) => `<p>${text}.</p>`),
        price: make.between(800, 19_000) / 100,
        discount: make.pick([0, 0, 0, 10, 15]),
        images: make.pick(images),
        recommend: p === 0,
      };
    });
    return {
      ...categoryTemplate,
      id,
      name: make.texts(make.between(1, 3)),
      description: make.texts(make.between(6, 12), (text) => `<p>${text}.</p>`),
      image: make.pick(categoryImages),
      products,
    };
  });

  return {
    ...demo,
    license: LARGE_LICENSE,
    languages: LANGUAGES.map((code) => ({ code, name_local: ALPHABETS[code]?.name ?? code })),
    custom_domains: [LARGE_HOST],
    // Coupons name demo product and category ids.
    coupons: [],
    menu: {
      ...menu,
      id: LARGE_MENU_ID,
      name: make.texts(2),
      categories,
      // Form ids are global (a form belongs to one menu): the demo's ids would clash with the demo venue.
      forms: (menu.forms as Json[]).map((form) => ({ ...form, id: LARGE_MENU_ID + Number(form.id) })),
    },
  };
}

function main(): void {
  const out = path.resolve(option("out", ".data/bench/large-venue.json"));
  const venue = largeVenue(Number(option("seed", "13")), Number(option("products", "2000")), Number(option("categories", "40")));
  const parsed = venueFile.safeParse(venue);
  if (!parsed.success) {
    console.error(
      parsed.error.issues
        .slice(0, 10)
        .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
        .join("\n"),
    );
    process.exit(1);
  }
  mkdirSync(path.dirname(out), { recursive: true });
  const text = JSON.stringify(venue);
  writeFileSync(out, text);
  const menuBytes = Buffer.byteLength(JSON.stringify(venue.menu));
  console.log(
    `${out}: ${LARGE_LICENSE} (host ${LARGE_HOST}), menu document ${(menuBytes / 1e6).toFixed(2)} MB, file ${(Buffer.byteLength(text) / 1e6).toFixed(2)} MB`,
  );
}

if (require.main === module) main();
