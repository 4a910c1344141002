import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The design system's classes as app/globals.css's components layer defines them, for tests: jsdom applies no
 * stylesheet, so a test reads what a variant class amounts to here. A rule is `.a { @apply … }`, or
 * `.a:is(.b, .c, :has(:checked)) { @apply … }` (applies with a and one of b, c; `:has(:checked)` as
 * Tailwind's has-checked: variant).
 */
interface Rule {
  owner: string;
  /** With any of these classes too; undefined: always. */
  with?: string[];
  whileChecked: boolean;
  utilities: string[];
}

function componentsLayer(): string {
  const css = readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
  const start = css.indexOf("@layer components {");
  if (start < 0) throw new Error("app/globals.css has no components layer");
  let depth = 0;
  for (let index = css.indexOf("{", start); index < css.length; index++) {
    if (css[index] === "{") depth++;
    else if (css[index] === "}" && --depth === 0) return css.slice(start, index);
  }
  throw new Error("app/globals.css: the components layer is not closed");
}

export function componentRules(): Rule[] {
  const layer = componentsLayer().replace(/\/\*[\s\S]*?\*\//g, "");
  return [...layer.matchAll(/\.([a-z][\w-]*)(?::is\(([^)]*\)?)\))?\s*\{\s*@apply ([^;]+);\s*\}/g)].map(
    ([, owner, alternatives, applied]) => {
      const parts = alternatives?.split(",").map((part) => part.trim());
      return {
        owner: owner ?? "",
        with: parts?.filter((part) => part.startsWith(".")).map((part) => part.slice(1)),
        whileChecked: parts?.includes(":has(:checked)") ?? false,
        utilities: (applied ?? "").trim().split(/\s+/),
      };
    },
  );
}

/** The component classes the layer names: each rule's own, and the markers its compound rules test (chip-selected). */
export function componentClasses(): Set<string> {
  return new Set(componentRules().flatMap((rule) => [rule.owner, ...(rule.with ?? [])]));
}

/**
 * The utilities a class list amounts to: its component classes expanded (a caller's own utilities after
 * them, as they win by layer), with `has-checked:` before what applies while a wrapped input is checked.
 */
export function look(className: string): string[] {
  const names = className.split(/\s+/).filter(Boolean);
  const own = new Set(names);
  const components = componentClasses();
  const expanded = componentRules().flatMap((rule) => {
    if (!own.has(rule.owner)) return [];
    if (!rule.with) return rule.utilities;
    if (rule.with.some((name) => own.has(name))) return rule.utilities;
    return rule.whileChecked ? rule.utilities.map((utility) => `has-checked:${utility}`) : [];
  });
  return [...expanded, ...names.filter((name) => !components.has(name))];
}
