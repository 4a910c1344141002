#!/usr/bin/env node
/**
 * Which "use client" directives mark a hand-over point (docs/decisions/0188-use-client-handover.md): a
 * client module that server code imports, as opposed to one only client modules import, whose directive
 * changes nothing. Server code is every module reached from app/ without crossing a "use client" file.
 *   node scripts/client-boundary.mjs [--list]   the counts, and with --list the files needing no directive
 *   node scripts/client-boundary.mjs --check    fails naming them (npm run lint)
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import madge from "madge";
import { isClientFile } from "./client-share.mjs";

const ROOTS = ["app", "components", "lib", "i18n"];
const TEST = /\.test\.tsx?$|(^|\/)test-[^/]*\.tsx?$/;

/** { handOver, redundant, routeFiles }: the client files by the role their directive plays. */
export async function clientBoundary() {
  // Type-only imports are erased, so they never make a server module import a client one.
  const ts = { skipTypeImports: true };
  const graph = (await madge(ROOTS, { fileExtensions: ["ts", "tsx"], tsConfig: "tsconfig.json", detectiveOptions: { ts, tsx: ts } })).obj();
  const files = Object.keys(graph).filter((file) => !TEST.test(file));
  const client = new Set(files.filter((file) => isClientFile(readFileSync(file, "utf8"))));
  const handOver = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of graph[file] ?? []) {
      if (client.has(next)) handOver.add(next);
      else visit(next);
    }
  };
  // app/ holds Next's entries (pages, layouts, routes and what they import); the client ones among them
  // (error.tsx, a loading.tsx) keep their directive as route files Next renders itself.
  const routeFiles = files.filter((file) => file.startsWith("app/") && client.has(file));
  for (const file of files.filter((entry) => entry.startsWith("app/") && !client.has(entry))) visit(file);
  const redundant = [...client].filter((file) => !handOver.has(file) && !routeFiles.includes(file)).sort();
  return { handOver: [...handOver].sort(), redundant, routeFiles };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { handOver, redundant, routeFiles } = await clientBoundary();
  const check = process.argv.includes("--check");
  if (check || process.argv.includes("--list")) for (const file of redundant) console.log(file);
  console.log(`"use client": ${handOver.length} hand-over points, ${routeFiles.length} route files, ${redundant.length} needing none`);
  if (check && redundant.length > 0) {
    console.error('Only client modules import the files above: their "use client" changes nothing (docs/decisions/0188).');
    process.exitCode = 1;
  }
}
