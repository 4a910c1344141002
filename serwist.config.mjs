// @ts-check
// `serwist build` (the `build` script and scripts/start.mts, after `next build`): bundles worker/sw.ts
// with esbuild into public/sw.js, which Next serves as a public file (next.config.ts sets its headers).
// Nothing is precached: a guest's first visit downloads the pages they open, not the whole build; the
// worker stores what was visited (lib/offline/cache-rules.ts).
import { readdirSync, readFileSync } from "node:fs";
import { serwist } from "@serwist/next/config";

/** The offline page's texts of every language (messages/*.json, Offline), for the worker to carry. */
function offlineTexts() {
  const texts = {};
  for (const file of readdirSync("messages").filter((name) => name.endsWith(".json"))) {
    const { pageTitle, pageText, menu } = JSON.parse(readFileSync(`messages/${file}`, "utf8")).Offline ?? {};
    if (pageTitle && pageText && menu) texts[file.replace(/\.json$/, "")] = { pageTitle, pageText, menu };
  }
  return texts;
}

/** The order-status notifications' texts of every language (messages/*.json, PushNotice; issue 29). */
function pushTexts() {
  const texts = {};
  for (const file of readdirSync("messages").filter((name) => name.endsWith(".json"))) {
    const words = JSON.parse(readFileSync(`messages/${file}`, "utf8")).PushNotice;
    if (words) texts[file.replace(/\.json$/, "")] = words;
  }
  return texts;
}

export default await serwist({
  swSrc: "worker/sw.ts",
  swDest: "public/sw.js",
  injectionPoint: "self.__SW_MANIFEST",
  precachePrerendered: false,
  disablePrecacheManifest: true,
  globPatterns: [],
  esbuildOptions: {
    minify: true,
    tsconfig: "tsconfig.json",
    define: { __OFFLINE_TEXTS__: JSON.stringify(offlineTexts()), __PUSH_TEXTS__: JSON.stringify(pushTexts()) },
  },
});
