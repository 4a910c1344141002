import { existsSync } from "node:fs";

/**
 * System fonts for receipts, found at run time (nothing is downloaded). DejaVu Sans covers Latin,
 * Greek, Cyrillic, Arabic, Persian and Hebrew; CJK and Thai need their own font files, which Debian
 * ships as fonts-droid-fallback (or fonts-noto-cjk) and fonts-thai-tlwg. Without any of them the PDF
 * falls back to Helvetica, which only draws Latin text.
 */
export type FontRole = "regular" | "bold";

export interface FontFace {
  /** Name registered with pdfkit. */
  name: string;
  /** A font file, or a standard PDF font name when `standard`. */
  src: string;
  /** Face inside a TrueType collection (.ttc). */
  family?: string;
  standard?: boolean;
}

type FontFile = { path: string; family?: string };

const SANS_REGULAR: readonly FontFile[] = [
  { path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf" },
  { path: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf" },
  { path: "/usr/share/fonts/truetype/freefont/FreeSans.ttf" },
];
const SANS_BOLD: readonly FontFile[] = [
  { path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf" },
  { path: "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf" },
  { path: "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf" },
];
const CJK_FILES: readonly FontFile[] = [
  { path: "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf" },
  { path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", family: "NotoSansCJKsc-Regular" },
  { path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", family: "WenQuanYiMicroHei" },
];
const THAI_FILES: readonly FontFile[] = [
  { path: "/usr/share/fonts/opentype/tlwg/Garuda.otf" },
  { path: "/usr/share/fonts/truetype/tlwg/Garuda.ttf" },
  { path: "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf" },
];

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF00-\uFFEF]/u;
const THAI = /\p{Script=Thai}/u;
/** What DejaVu Sans and its peers do not draw, and Helvetica even less. */
const BEYOND_LATIN = /[^\u0000-\u00FF\u2013\u2014\u2018-\u201E\u2022\u2026\u20AC]/u;

export interface ReceiptFonts {
  /** Faces to register with pdfkit before drawing. */
  faces: FontFace[];
  /** The face to draw `text` with: the one whose script the text uses. */
  faceFor(text: string, role: FontRole): string;
  /** Whether `text` can be drawn with real glyphs (no empty boxes). */
  covers(text: string): boolean;
}

function firstExisting(files: readonly FontFile[], exists: (path: string) => boolean): FontFile | null {
  return files.find((file) => exists(file.path)) ?? null;
}

/** Finds the receipt fonts on this machine; `exists` is replaceable to test the fallbacks. */
export function findReceiptFonts(exists: (path: string) => boolean = existsSync): ReceiptFonts {
  const faces: FontFace[] = [];
  const add = (name: string, file: FontFile | null) => {
    if (!file) return null;
    faces.push({ name, src: file.path, ...(file.family ? { family: file.family } : {}) });
    return name;
  };
  const regular = add("sans", firstExisting(SANS_REGULAR, exists));
  const bold = add("sans-bold", firstExisting(SANS_BOLD, exists)) ?? regular;
  const cjk = add("cjk", firstExisting(CJK_FILES, exists));
  const thai = add("thai", firstExisting(THAI_FILES, exists));
  if (!regular) {
    faces.push({ name: "Helvetica", src: "Helvetica", standard: true }, { name: "Helvetica-Bold", src: "Helvetica-Bold", standard: true });
  }
  const base = (role: FontRole) => (role === "bold" ? (bold ?? "Helvetica-Bold") : (regular ?? "Helvetica"));
  return {
    faces,
    faceFor(text, role) {
      if (cjk && CJK.test(text)) return cjk;
      if (thai && THAI.test(text)) return thai;
      return base(role);
    },
    covers(text) {
      if (CJK.test(text)) return cjk !== null;
      if (THAI.test(text)) return thai !== null;
      return regular !== null || !BEYOND_LATIN.test(text);
    },
  };
}

let found: ReceiptFonts | null = null;

/** This machine's receipt fonts, looked up once per process. */
export function systemReceiptFonts(): ReceiptFonts {
  return (found ??= findReceiptFonts());
}
