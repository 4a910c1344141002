import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import format from "icu-minify/format";
import { IntlMessageFormat } from "intl-messageformat";
import { bcp47, type Language } from "@/lib/domain/language";
import { digitsIn, type NumberingSystem } from "@/lib/domain/numbering";
import { compileMessages, type CompiledMessages } from "./compiled-messages";
import { applyUiStrings, type Messages } from "./ui-strings";

const dir = path.join(process.cwd(), "messages");
const catalogues = readdirSync(dir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.replace(".json", "") as Language);
const load = (language: Language) => JSON.parse(readFileSync(path.join(dir, `${language}.json`), "utf8")) as Messages;

type Compiled = CompiledMessages[string];
type Sample = { [name: string]: string | number | ((chunks: unknown) => string) };

/** Every argument of a compiled message with a value of its kind (plural and number args get `count`). */
function sample(node: unknown, count: number, values: Sample = {}): Sample {
  if (!Array.isArray(node)) return values;
  for (const part of node as unknown[]) {
    if (!Array.isArray(part)) continue;
    const [name, type, ...rest] = part as [string, unknown, ...unknown[]];
    if (type === undefined) values[name] ??= `«${name}»`;
    else if (typeof type !== "number" || type === 0) {
      values[name] = (chunks) => `<${name}>${([] as unknown[]).concat(chunks).join("")}</${name}>`;
      sample([type, ...rest], count, values);
    } else if (type === 1) {
      const options = rest[0] as Record<string, unknown>;
      values[name] = Object.keys(options).find((key) => key !== "other") ?? "other";
      for (const branch of Object.values(options)) sample(branch, count, values);
    } else {
      values[name] = count;
      const options = rest[0];
      if (options && typeof options === "object") for (const branch of Object.values(options)) sample(branch, count, values);
    }
  }
  return values;
}

const formatters = {
  getNumberFormat: (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
  getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
  getDateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
};

function pairs(raw: Messages, compiled: CompiledMessages, prefix = ""): [string, string, Compiled][] {
  return Object.entries(raw).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value, compiled[key] as Compiled] as [string, string, Compiled]]
      : pairs(value, compiled[key] as CompiledMessages, `${prefix}${key}.`),
  );
}

describe("compiled messages (formatted without the ICU parser in the browser)", () => {
  it("format every message of every catalogue as the ICU parser does, for 0, 1, 2, 5 and 21, in the screen's digits", () => {
    const differences: string[] = [];
    const runs = catalogues.map((language) => [language, "latn"] as [Language, NumberingSystem]).concat([["ar", "arab"]]);
    for (const [language, system] of runs) {
      const locale = bcp47(language);
      for (const [key, text, compiled] of pairs(load(language), compileMessages(load(language), system))) {
        for (const count of [0, 1, 2, 5, 21]) {
          const values = sample(compiled, count);
          const parsed = new IntlMessageFormat(text, `${locale}-u-nu-${system}`).format(values);
          const expected = digitsIn([parsed].flat().join(""), system);
          const actual = [format(compiled as Parameters<typeof format>[0], locale, values, { formatters, timeZone: "UTC" })]
            .flat()
            .join("");
          if (actual !== expected) differences.push(`${language} ${key} (${count}): ${actual} / ${expected}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it("keeps the catalogue's shape, plain texts as they are and option maps as plain objects (React passes them to the client)", () => {
    const compiled = compileMessages({ A: { plain: "Menu", count: "{count, plural, one {# item} other {# items}}" } }, "latn");
    expect(compiled.A).toMatchObject({ plain: "Menu" });
    const [plural] = (compiled.A as CompiledMessages).count as unknown as [[string, number, object]];
    expect(plural.slice(0, 2)).toEqual(["count", 2]);
    expect(Object.getPrototypeOf(plural[2])).toBe(Object.prototype);
  });

  it("compiles the venue's ui_strings with the catalogue", () => {
    const compiled = compileMessages(applyUiStrings(load("en"), { ui_str_add_to_cart: "Order {it}" }), "latn");
    expect((compiled.Product as CompiledMessages).addToCart).toBe("Order {it}");
  });

  it("writes plural counts, number arguments and literal digits in Arabic-Indic digits for the arab system", () => {
    const compiled = compileMessages(
      {
        A: {
          count: "{count, plural, =0 {none} one {<b>#</b> item} other {# items, max {max, number}}}",
          literal: "From 1 to 6",
          ordinal: "{n, selectordinal, other {#th}}",
        },
      },
      "arab",
    ).A as CompiledMessages;
    const run = (message: Compiled, values: Sample) =>
      [format(message as Parameters<typeof format>[0], "ar", values, { formatters, timeZone: "UTC" })].flat().join("");
    const bold = (chunks: unknown) => `[${String(chunks)}]`;
    expect(run(compiled.count as Compiled, { count: 1, max: 12, b: bold })).toBe("[١] item");
    expect(run(compiled.count as Compiled, { count: 25, max: 12, b: bold })).toBe("٢٥ items, max ١٢");
    expect(run(compiled.count as Compiled, { count: 0, max: 12, b: bold })).toBe("none");
    expect(run(compiled.ordinal as Compiled, { n: 3 })).toBe("٣th");
    expect(compiled.literal).toBe("From ١ to ٦");
  });

  it("writes Persian counts and digits in Western digits for the latn system (one digit system per screen)", () => {
    const compiled = compileMessages({ A: { count: "{count, plural, other {# مورد}}", max: "حداکثر ۶ مهمان" } }, "latn")
      .A as CompiledMessages;
    const counted = format(compiled.count as Parameters<typeof format>[0], "fa", { count: 12 }, { formatters, timeZone: "UTC" });
    expect([counted].flat().join("")).toBe("12 مورد");
    expect(compiled.max).toBe("حداکثر 6 مهمان");
  });
});
