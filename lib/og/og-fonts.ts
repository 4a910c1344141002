import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Language } from "@/lib/domain/language";
import { familyOrder, parseUnicodeRange, pickSubsets, type FontFamily } from "./font-subsets";

/** A font as next/og's ImageResponse takes it. */
export interface OgFont {
  name: string;
  data: ArrayBuffer;
  weight: 400 | 700;
  style: "normal";
}

export const OG_WEIGHTS = [400, 700] as const;

/**
 * @fontsource packages ship .woff beside .woff2; satori reads TTF, OTF and WOFF only. Read at run time
 * from node_modules (dependencies), hidden from the build's file tracing, which would otherwise list
 * every one of the packages' 30,000 files.
 */
function packageDir(id: string): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), "node_modules", "@fontsource", id);
}

const families = new Map<string, Promise<FontFamily>>();
const files = new Map<string, Promise<ArrayBuffer>>();

/** The package's subsets and their unicode-range (its unicode.json), read once. */
function loadFamily(id: string): Promise<FontFamily> {
  let family = families.get(id);
  if (!family) {
    family = readFile(path.join(packageDir(id), "unicode.json"), "utf8").then((text) => {
      const ranges = JSON.parse(text) as Record<string, string>;
      return { id, subsets: Object.fromEntries(Object.entries(ranges).map(([name, range]) => [name, parseUnicodeRange(range)])) };
    });
    families.set(id, family);
  }
  return family;
}

/** "[12]" (a numbered CJK slice) is written 12 in the file name. */
function fileName(id: string, subset: string, weight: number): string {
  return `${id}-${subset.replace(/^\[(\d+)\]$/, "$1")}-${weight}-normal.woff`;
}

function loadFile(file: string): Promise<ArrayBuffer> {
  let data = files.get(file);
  if (!data) {
    data = readFile(file).then((buffer) => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer);
    data.catch(() => files.delete(file));
    files.set(file, data);
  }
  return data;
}

/**
 * The fonts `text` needs in `language`, regular and bold: only the subsets holding its characters
 * (a Japanese name loads a few of Noto Sans JP's hundred slices). Each subset gets its own name, so
 * satori falls back from one to the next glyph by glyph; the file buffers stay in memory for the
 * next image.
 */
export async function fontsFor(text: string, language: Language): Promise<OgFont[]> {
  const order = await Promise.all(familyOrder(language).map(loadFamily));
  const picks = pickSubsets(`${text} 0123456789`, order);
  return Promise.all(
    picks.flatMap(({ family, subset }) =>
      OG_WEIGHTS.map(async (weight) => ({
        name: `${family} ${subset}`,
        data: await loadFile(path.join(packageDir(family), "files", fileName(family, subset, weight))),
        weight,
        style: "normal" as const,
      })),
    ),
  );
}
