import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES } from "@/lib/domain/language";

type Catalogue = { [key: string]: string | Catalogue };

const dir = path.join(process.cwd(), "messages");
const load = (language: string): Catalogue => JSON.parse(readFileSync(path.join(dir, `${language}.json`), "utf8")) as Catalogue;

function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(name, value);
    else for (const [inner, text] of flatten(value, name)) entries.set(inner, text);
  }
  return entries;
}

/** The ICU argument names of a message ({label}, {count, plural, ...}), ignoring plural branches. */
function argumentNames(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((match) => match[1] ?? ""))].sort();
}

const english = flatten(load("en"));

describe("message catalogues", () => {
  it("has one catalogue per supported language and no other", () => {
    const files = readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.replace(".json", ""));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((language) => language !== "en"))("%s has exactly the English keys, translated", (language) => {
    const catalogue = flatten(load(language));
    expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of catalogue) {
      expect({ key, args: argumentNames(text) }).toEqual({ key, args: argumentNames(english.get(key) ?? "") });
      expect(text.trim()).not.toBe("");
    }
    // Copied English would pass the checks above, so require most texts to differ from English.
    const translated = [...catalogue].filter(([key, text]) => text !== english.get(key)).length;
    expect(translated / catalogue.size).toBeGreaterThan(0.8);
  });
});
