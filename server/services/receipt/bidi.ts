/**
 * Just enough of the Unicode bidirectional algorithm for one line of a receipt: Arabic, Hebrew and
 * Persian text with Latin words and numbers inside it. pdfkit draws a string in the order given, and
 * its shaper (fontkit) reverses a whole run whose first letter is Arabic or Hebrew; so lines are cut
 * into runs here, ordered left to right, and each run is handed over in the order that makes
 * fontkit's output come out right. No explicit embeddings or isolates: receipts contain none.
 */

export type Direction = "ltr" | "rtl";

/** One piece of a line, to be drawn left to right in the order returned; `text` is what to pass to pdfkit. */
export interface VisualRun {
  text: string;
  /** True when the run is right-to-left script (shaped by fontkit in logical order). */
  rtl: boolean;
}

type Kind = "R" | "L" | "EN" | "N";

const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const LETTER = /[\p{L}\p{M}]/u;
const DIGIT = /\p{Nd}/u;
// Separators that stay inside a number: 1,234.50 and ١٬٢٣٤٫٥٠.
const NUMBER_SEPARATOR = /^[.,:/\u066B\u066C]$/;
// Terminators that join the number beside them (W5): 5%, 10‰, 12$.
const NUMBER_TERMINATOR = /^[%\u2030\u066A#°\p{Sc}]$/u;
const MIRRORED: Readonly<Record<string, string>> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "{": "}",
  "}": "{",
  "<": ">",
  ">": "<",
  "«": "»",
  "»": "«",
};

function kindOf(char: string): Kind {
  if (DIGIT.test(char)) return "EN";
  if (LETTER.test(char)) return RTL_SCRIPT.test(char) ? "R" : "L";
  return "N";
}

/** Bidi levels of each character (code point) of one line. */
function resolveLevels(chars: readonly string[], base: Direction): number[] {
  const kinds = chars.map(kindOf);
  // A separator between two digits belongs to the number.
  kinds.forEach((kind, i) => {
    if (kind === "N" && NUMBER_SEPARATOR.test(chars[i] ?? "") && kinds[i - 1] === "EN" && kinds[i + 1] === "EN") kinds[i] = "EN";
  });
  for (const step of [1, -1]) {
    for (let i = step === 1 ? 0 : kinds.length - 1; i >= 0 && i < kinds.length; i += step) {
      if (kinds[i] === "N" && NUMBER_TERMINATOR.test(chars[i] ?? "") && kinds[i - step] === "EN") kinds[i] = "EN";
    }
  }
  const baseLevel = base === "rtl" ? 1 : 0;
  const baseStrong: Kind = base === "rtl" ? "R" : "L";
  // A number after right-to-left letters acts as R next to neutrals (W2, N1); after Latin it is L (W7).
  let lastStrong: Kind = baseStrong;
  const numberAfterR = kinds.map((kind) => {
    if (kind === "R" || kind === "L") lastStrong = kind;
    return kind === "EN" && lastStrong === "R";
  });
  const strongFor = (i: number): Kind | null => {
    const kind = kinds[i];
    if (kind === "EN") return numberAfterR[i] ? "R" : "L";
    return kind === "R" || kind === "L" ? kind : null;
  };
  // The nearest strong type after each position, found in one backward pass (a neutral takes the
  // type of the strong ones around it): one pass each way keeps a line linear in its length.
  const strongAfter: Kind[] = new Array<Kind>(chars.length);
  let next: Kind = baseStrong;
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    strongAfter[i] = next;
    next = strongFor(i) ?? next;
  }
  const levels: number[] = [];
  let before: Kind = baseStrong;
  for (let i = 0; i < chars.length; i += 1) {
    const kind = kinds[i];
    if (kind === "R") levels.push(1);
    else if (kind === "L") levels.push(baseLevel === 1 ? 2 : 0);
    else if (kind === "EN") levels.push(baseLevel === 1 || numberAfterR[i] ? 2 : 0);
    else {
      const after = strongAfter[i] ?? baseStrong;
      const resolved = before === after ? before : baseStrong;
      levels.push(resolved === "R" ? 1 : baseLevel === 1 ? 2 : 0);
    }
    before = strongFor(i) ?? before;
  }
  // Trailing spaces take the paragraph level (L1).
  for (let i = chars.length - 1; i >= 0 && /\s/u.test(chars[i] ?? ""); i -= 1) levels[i] = baseLevel;
  return levels;
}

/** L2: from the highest level down to the lowest odd one, reverse every run at that level or above. */
function reorder<T>(items: readonly T[], levels: readonly number[]): T[] {
  const order = items.map((_, i) => i);
  // Loops, not Math.max(...levels): spreading a long line's levels overflows the call stack.
  let max = 0;
  for (const level of levels) if (level > max) max = level;
  let minOdd = max + 1;
  for (const level of levels) if (level % 2 === 1 && level < minOdd) minOdd = level;
  for (let level = max; level >= minOdd && level > 0; level -= 1) {
    let i = 0;
    while (i < order.length) {
      if ((levels[order[i] ?? 0] ?? 0) < level) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < order.length && (levels[order[j] ?? 0] ?? 0) >= level) j += 1;
      for (let a = i, b = j - 1; a < b; a += 1, b -= 1) {
        const swap = order[a] ?? 0;
        order[a] = order[b] ?? 0;
        order[b] = swap;
      }
      i = j;
    }
  }
  return order.map((index) => items[index] as T);
}

const startsRtl = (text: string) => {
  for (const char of text) {
    if (RTL_SCRIPT.test(char)) return true;
    if (LETTER.test(char) || DIGIT.test(char)) {
      // fontkit looks at the first character that is not of the Common script: digits 0-9 are Common.
      if (/\p{Script=Common}/u.test(char)) continue;
      return false;
    }
  }
  return false;
};

/** The runs of one line in visual order (left to right). */
export function visualRuns(text: string, base: Direction): VisualRun[] {
  if (text === "") return [];
  // Without right-to-left script every level is 0 on a left-to-right line: one run, as written.
  if (base === "ltr" && !RTL_SCRIPT.test(text)) return [{ text, rtl: false }];
  const chars = Array.from(text);
  const levels = resolveLevels(chars, base);
  const visual = reorder(
    chars.map((char, i) => ((levels[i] ?? 0) % 2 === 1 ? (MIRRORED[char] ?? char) : char)),
    levels,
  );
  // Group by script so that a run holds either right-to-left script or left-to-right script, never both.
  const runs: string[][] = [];
  let current: string[] = [];
  let currentRtl: boolean | null = null;
  for (const char of visual) {
    const script = RTL_SCRIPT.test(char) ? true : LETTER.test(char) && !/\p{Script=Common}/u.test(char) ? false : null;
    if (script !== null && currentRtl !== null && script !== currentRtl) {
      runs.push(current);
      current = [];
    }
    if (script !== null) currentRtl = script;
    current.push(char);
  }
  runs.push(current);
  return runs.map((run) => {
    const reversed = [...run].reverse().join("");
    // fontkit reverses a run that starts with right-to-left script: hand it the reversed (logical) text then.
    return startsRtl(reversed) ? { text: reversed, rtl: true } : { text: run.join(""), rtl: false };
  });
}
