import compile from "icu-minify/compile";
import type { NumberingSystem } from "@/lib/domain/numbering";
import { withDigits } from "./message-digits";
import type { Messages } from "./ui-strings";

/**
 * A catalogue whose ICU messages are compiled ahead of formatting (icu-minify). next.config.ts points
 * use-intl's formatter at its compiled-message variant, so neither the server nor the browser ships or
 * runs the ICU parser (intl-messageformat): about 12 KB of gzip script on every page (issue 13 item 3).
 * Plain texts compile to themselves; messages with arguments to arrays.
 */
export type CompiledMessages = { readonly [key: string]: CompiledMessages | ReturnType<typeof compile> };

// Texts repeat across requests (catalogues, and each venue's ui_strings): each is compiled once per
// digit system.
const MAX_CACHED = 50_000;
const cache = new Map<string, ReturnType<typeof compile>>();

function compileText(text: string, system: NumberingSystem): ReturnType<typeof compile> {
  const key = `${system}:${text}`;
  let compiled = cache.get(key);
  if (compiled === undefined) {
    if (cache.size >= MAX_CACHED) cache.clear();
    // icu-minify builds option maps (plural, select) without a prototype, which React cannot pass to
    // the client provider: a JSON round trip makes them plain objects.
    compiled = JSON.parse(JSON.stringify(withDigits(compile(text), system))) as ReturnType<typeof compile>;
    cache.set(key, compiled);
  }
  return compiled;
}

/**
 * The catalogue with every message compiled, its numbers written in the screen's digit system
 * (lib/i18n/message-digits.ts); the shape (namespaces and keys) is unchanged.
 */
export function compileMessages(messages: Messages, system: NumberingSystem): CompiledMessages {
  const compiled: Record<string, CompiledMessages | ReturnType<typeof compile>> = {};
  for (const [key, value] of Object.entries(messages)) {
    compiled[key] = typeof value === "string" ? compileText(value, system) : compileMessages(value, system);
  }
  return compiled;
}
