import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { readSetting } from "./lib/config/settings";
import { WORKER_CSP } from "./server/http/security-headers";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  // The specification's paths and the venue API's paths all end in a slash.
  trailingSlash: true,
  // Next would strip the slash from API paths whose last segment has a dot (the custom-domain call's
  // host name); the proxy adds slashes to pages itself and /backend is left exactly as requested.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Cached pages (app/[licence]/[origin]/[lang]/layout.tsx) are never served older than the menu's
  // minute (000 section 9): past it Next renders them again before answering, and CDNs may keep a
  // stale copy only that long.
  expireTime: 60,
  // REDIS_URL (read when the server starts): the cache is shared by every instance (cache-handler.mjs),
  // and this process keeps no copy of its own that an import on another instance could not drop.
  ...(readSetting(process.env, "REDIS_URL") ? { cacheHandler: path.join(process.cwd(), "cache-handler.mjs"), cacheMaxMemorySize: 0 } : {}),
  // `npm start` serves through a front server (scripts/start.mts, server/http/) that writes a fresh
  // nonce into every page's <script> tags: it gzips after doing so (Next would compress first), and
  // pages carry no ETag, whose 304 would pair a cached page's old nonces with a new policy.
  compress: false,
  generateEtags: false,
  // Loaded by Node at run time, not bundled: PGlite ships WASM and data files, pdfkit its font metrics;
  // prom-client once for the route handler and instrumentation.ts (pino is external by Next's default).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pdfkit", "ably", "prom-client"],
  // Messages are compiled on the server (i18n/request.ts, lib/i18n/compiled-messages.ts), so use-intl
  // formats them without its ICU parser: intl-messageformat is left out of every bundle, the browser's
  // first of all. (next-intl's own `experimental.messages.precompile` does the same for catalogues it
  // loads itself; ours get the venue's ui_strings at request time.)
  turbopack: {
    resolveAlias: {
      "use-intl/format-message": "./node_modules/use-intl/dist/esm/production/format-message/format-only.js",
    },
  },
  // The service worker (serwist.config.mjs): checked for a new version on every visit (browsers also
  // skip their HTTP cache for it, updateViaCache "none"), and allowed to fetch this origin only.
  async headers() {
    return [
      {
        source: "/sw.js",
        headers: [
          { key: "Cache-Control", value: "no-cache" },
          { key: "Content-Security-Policy", value: WORKER_CSP },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
