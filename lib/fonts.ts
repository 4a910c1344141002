import localFont from "next/font/local";

/**
 * Web fonts (000 section 2: Roboto and Roboto Slab at 400 and 700, and the theme's families where a
 * package exists), self-hosted from @fontsource: next/font copies the files into the build (no third
 * party at run time), writes font-display: swap and preloads Roboto's latin files on every page of the
 * layout that imports this module.
 *
 * The faces keep their real family names (next/font would hash them) so that globals.css ("Roboto")
 * and the theme's font stacks (components/shell/fonts.ts: "Roboto Slab", ...) use them by name.
 * One call per subset: a browser downloads a subset only when the page has a character in its
 * unicode-range. Subsets are those of the app's fifteen languages that Roboto covers: latin (en de es fr
 * it nl), latin-ext (tr's ğ and ş; also names and symbols) and cyrillic (ru). Roboto has no Arabic,
 * Hebrew, Thai, CJK or Hangul glyphs: ar, fa, he, th, ja, zh-hans and kp text falls back, glyph by
 * glyph, to the next families of the stack (system-ui, sans-serif; Georgia, serif for Roboto Slab).
 * Only Roboto latin is preloaded: Roboto Slab is used only when a theme names it.
 * next/font takes literal arguments only, hence the repetition.
 */

export const robotoLatin = localFont({
  src: [
    { path: "../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  declarations: [
    { prop: "font-family", value: "Roboto" },
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
  display: "swap",
  preload: true,
  adjustFontFallback: false,
});

export const robotoLatinExt = localFont({
  src: [
    { path: "../node_modules/@fontsource/roboto/files/roboto-latin-ext-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/roboto/files/roboto-latin-ext-700-normal.woff2", weight: "700", style: "normal" },
  ],
  declarations: [
    { prop: "font-family", value: "Roboto" },
    {
      prop: "unicode-range",
      value:
        "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
    },
  ],
  display: "swap",
  preload: false,
  adjustFontFallback: false,
});

export const robotoCyrillic = localFont({
  src: [
    { path: "../node_modules/@fontsource/roboto/files/roboto-cyrillic-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/roboto/files/roboto-cyrillic-700-normal.woff2", weight: "700", style: "normal" },
  ],
  declarations: [
    { prop: "font-family", value: "Roboto" },
    { prop: "unicode-range", value: "U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116" },
  ],
  display: "swap",
  preload: false,
  adjustFontFallback: false,
});

export const robotoSlabLatin = localFont({
  src: [
    { path: "../node_modules/@fontsource/roboto-slab/files/roboto-slab-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/roboto-slab/files/roboto-slab-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  declarations: [
    { prop: "font-family", value: "Roboto Slab" },
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
  display: "swap",
  preload: false,
  adjustFontFallback: false,
});

export const robotoSlabLatinExt = localFont({
  src: [
    { path: "../node_modules/@fontsource/roboto-slab/files/roboto-slab-latin-ext-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/roboto-slab/files/roboto-slab-latin-ext-700-normal.woff2", weight: "700", style: "normal" },
  ],
  declarations: [
    { prop: "font-family", value: "Roboto Slab" },
    {
      prop: "unicode-range",
      value:
        "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
    },
  ],
  display: "swap",
  preload: false,
  adjustFontFallback: false,
});

export const robotoSlabCyrillic = localFont({
  src: [
    { path: "../node_modules/@fontsource/roboto-slab/files/roboto-slab-cyrillic-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/roboto-slab/files/roboto-slab-cyrillic-700-normal.woff2", weight: "700", style: "normal" },
  ],
  declarations: [
    { prop: "font-family", value: "Roboto Slab" },
    { prop: "unicode-range", value: "U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116" },
  ],
  display: "swap",
  preload: false,
  adjustFontFallback: false,
});
