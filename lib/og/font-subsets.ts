import type { Language } from "@/lib/domain/language";

/** A range of code points, both ends included. */
export type CodeRange = readonly [number, number];

/** One font family of a @fontsource package and the unicode-range of each of its subsets (its unicode.json). */
export interface FontFamily {
  /** The @fontsource package name without its scope, e.g. "noto-sans-jp". */
  id: string;
  subsets: Readonly<Record<string, readonly CodeRange[]>>;
}

/** A subset file a text needs: `noto-sans-jp` subset `[12]`. */
export interface FontPick {
  family: string;
  subset: string;
}

/** "U+0000-00FF,U+0131" (CSS unicode-range, as @fontsource writes it) -> [[0, 255], [305, 305]]. */
export function parseUnicodeRange(range: string): CodeRange[] {
  return range
    .split(",")
    .map((part) => part.trim().replace(/^U\+/i, ""))
    .filter(Boolean)
    .map((part) => {
      const [start = "", end = start] = part.split("-");
      return [parseInt(start, 16), parseInt(end, 16)] as const;
    })
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end));
}

function covers(ranges: readonly CodeRange[], codePoint: number): boolean {
  return ranges.some(([start, end]) => codePoint >= start && codePoint <= end);
}

/** Spaces and controls need no font of their own: every family has them, or satori skips them. */
function needsGlyph(codePoint: number): boolean {
  return codePoint > 0x20 && !(codePoint >= 0x7f && codePoint <= 0xa0);
}

/**
 * The subsets `text` needs, each once, in the order of `families` (the first family covering a
 * character provides it). Characters no family covers are left out: the renderer draws nothing
 * for them rather than loading a font from the network.
 */
export function pickSubsets(text: string, families: readonly FontFamily[]): FontPick[] {
  const picks = new Map<string, FontPick>();
  for (const char of new Set(Array.from(text))) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (!needsGlyph(codePoint)) continue;
    for (const family of families) {
      const subset = Object.keys(family.subsets).find((name) => covers(family.subsets[name] ?? [], codePoint));
      if (subset === undefined) continue;
      picks.set(`${family.id}:${subset}`, { family: family.id, subset });
      break;
    }
  }
  const rank = (pick: FontPick) => families.findIndex((family) => family.id === pick.family);
  return [...picks.values()].sort((a, b) => rank(a) - rank(b));
}

/** Latin, Cyrillic, Greek and Vietnamese first, then Arabic script (ar, fa), Hebrew and Thai. */
const SCRIPT_FAMILIES = ["roboto", "vazirmatn", "noto-sans-hebrew", "noto-sans-thai"] as const;

/** Han characters are drawn in the language's own style: Japanese, Korean (kp) or Simplified Chinese. */
const CJK_ORDER: Partial<Record<Language, readonly string[]>> = {
  ja: ["noto-sans-jp", "noto-sans-kr", "noto-sans-sc"],
  kp: ["noto-sans-kr", "noto-sans-jp", "noto-sans-sc"],
};
const CJK_DEFAULT = ["noto-sans-sc", "noto-sans-jp", "noto-sans-kr"] as const;

/** The @fontsource packages to search, in order, for a text in `language`. */
export function familyOrder(language: Language): string[] {
  return [...SCRIPT_FAMILIES, ...(CJK_ORDER[language] ?? CJK_DEFAULT)];
}
