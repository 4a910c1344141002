#!/usr/bin/env node
/**
 * npm run bench:client-share — the share of client components among the app's .tsx files (issue 27
 * item 6: "less to hydrate", at most 40%): files under components/ and app/ ending in .tsx (tests
 * excluded) whose first statement is the "use client" directive. A measure, never an assertion.
 *   node scripts/client-share.mjs [--list]
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOTS = ["components", "app"];

function tsxFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(file);
    return entry.name.endsWith(".tsx") && !/\.test\.tsx$/.test(entry.name) ? [file] : [];
  });
}

/** The directive only counts as the file's first statement (comments and blank lines may come before). */
export function isClientFile(text) {
  const body = text.replace(/^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, "");
  return /^["']use client["']/.test(body);
}

/** { client, total, share, clientFiles } over components/**\/*.tsx and app/**\/*.tsx under root. */
export function clientShare(root = process.cwd()) {
  const files = ROOTS.flatMap((dir) => tsxFiles(path.join(root, dir)));
  const clientFiles = files.filter((file) => isClientFile(readFileSync(file, "utf8"))).map((file) => path.relative(root, file));
  return { client: clientFiles.length, total: files.length, share: clientFiles.length / files.length, clientFiles };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = clientShare();
  if (process.argv.includes("--list")) for (const file of result.clientFiles.sort()) console.log(file);
  console.log(`client .tsx: ${result.client} of ${result.total} (${(result.share * 100).toFixed(1)}%)`);
}
