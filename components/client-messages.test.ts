import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import en from "@/messages/en.json";
import { CLIENT_NAMESPACES, pickNamespaces } from "./client-messages";

const ROOT = path.resolve(__dirname, "..");

/** Source files of components/ and app/ (tests left out: they bring their own provider). */
function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every useTranslations call: its namespace, or null when it reads the whole catalogue (or a computed one). */
function translationCalls(): { file: string; namespace: string | null }[] {
  return ["components", "app"].flatMap((directory) =>
    sources(path.join(ROOT, directory)).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/useTranslations\(\s*(?:"([^"]*)"|'([^']*)')?\s*([),])?/g)].map((match) => ({
        file: path.relative(ROOT, file),
        namespace: match[1] ?? match[2] ?? null,
      })),
    ),
  );
}

describe("the messages client components get (issue 13 item 3)", () => {
  const calls = translationCalls();

  it("finds the components' useTranslations calls", () => {
    expect(calls.length).toBeGreaterThan(50);
  });

  it("picks every namespace a component reads with useTranslations", () => {
    const missing = calls.filter(({ namespace }) => namespace !== null && !(CLIENT_NAMESPACES as readonly string[]).includes(namespace));
    expect(missing).toEqual([]);
  });

  it("has no useTranslations without a literal namespace (it would need the whole catalogue)", () => {
    expect(calls.filter(({ namespace }) => namespace === null)).toEqual([]);
  });

  it("picks only namespaces the catalogue has, and leaves the server-only ones out", () => {
    expect(CLIENT_NAMESPACES.filter((namespace) => !(namespace in en))).toEqual([]);
    const picked = pickNamespaces(en, CLIENT_NAMESPACES);
    expect(Object.keys(picked)).toHaveLength(CLIENT_NAMESPACES.length);
    expect(picked).not.toHaveProperty("Meta");
    expect(picked).not.toHaveProperty("Search");
  });
});
