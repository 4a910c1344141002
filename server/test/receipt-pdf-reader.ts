import { inflateSync } from "node:zlib";

/**
 * Reads back the text a receipt PDF shows, one entry per drawn run, for tests and checks: objects,
 * (deflated) streams, the fonts' ToUnicode maps and the TJ/Tj operators of the page contents. Only
 * what pdfkit writes is understood; it is not a general PDF parser.
 */
export function readPdfText(pdf: Buffer): string[] {
  const source = pdf.toString("latin1");
  const objects = new Map<number, { dict: string; stream: string | null }>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? "";
    const streamAt = body.indexOf("stream");
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? "0");
    const begin = body.indexOf("\n", streamAt) + 1;
    const raw = Buffer.from(body.slice(begin, begin + length), "latin1");
    const stream = dict.includes("/FlateDecode") ? inflateSync(raw).toString("latin1") : raw.toString("latin1");
    objects.set(Number(match[1]), { dict, stream });
  }

  const cmaps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const fonts = /\/Font\s*<<([\s\S]*?)>>/.exec(dict)?.[1];
    if (!fonts) continue;
    for (const [, name = "", ref = ""] of fonts.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref));
      const unicodeRef = font ? /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1] : undefined;
      const cmap = unicodeRef ? objects.get(Number(unicodeRef))?.stream : null;
      if (cmap) cmaps.set(name, parseCmap(cmap));
    }
  }

  const runs: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || stream.includes("begincmap") || !stream.includes(" Tf")) continue;
    let font = "";
    for (const [, fontName, array, single] of stream.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-fA-F]*)> Tj/g)) {
      if (fontName) font = fontName;
      const hex = array ? Array.from(array.matchAll(/<([0-9a-fA-F]*)>/g), (part) => part[1] ?? "").join("") : single;
      if (hex !== undefined) runs.push(decode(hex, cmaps.get(font)));
    }
  }
  return runs;
}

function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, block = ""] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from = "0", , list = ""] of block.matchAll(/<([0-9a-fA-F]+)> <([0-9a-fA-F]+)> \[([^\]]*)\]/g)) {
      // A ligature maps to several code units, written with spaces between them: <0066 0066>.
      Array.from(list.matchAll(/<([0-9a-fA-F\s]+)>/g)).forEach((entry, i) =>
        map.set(parseInt(from, 16) + i, text((entry[1] ?? "").replace(/\s/g, ""))),
      );
    }
  }
  for (const [, block = ""] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = "0", target = ""] of block.matchAll(/<([0-9a-fA-F]+)> <([0-9a-fA-F]+)>/g))
      map.set(parseInt(code, 16), text(target));
  }
  return map;
}

/** Glyph ids through the font's map; a standard font (no map) is one WinAnsi byte per character. */
function decode(hex: string, cmap: Map<number, string> | undefined): string {
  if (!cmap) return (hex.match(/.{2}/g) ?? []).map((byte) => String.fromCharCode(parseInt(byte, 16))).join("");
  return (hex.match(/.{4}/g) ?? []).map((glyph) => cmap.get(parseInt(glyph, 16)) ?? "\uFFFD").join("");
}
