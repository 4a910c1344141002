// @ts-check
// `serwist build` (the `build` script and scripts/start.mjs, after `next build`): bundles worker/sw.ts
// with esbuild into public/sw.js, which Next serves as a public file (next.config.mjs sets its headers).
// Nothing is precached: a guest's first visit downloads the pages they open, not the whole build; the
// worker stores what was visited (lib/offline/cache-rules.ts).
import { serwist } from "@serwist/next/config";

export default await serwist({
  swSrc: "worker/sw.ts",
  swDest: "public/sw.js",
  injectionPoint: "self.__SW_MANIFEST",
  precachePrerendered: false,
  disablePrecacheManifest: true,
  globPatterns: [],
  esbuildOptions: { minify: true, tsconfig: "tsconfig.json" },
});
