import type compile from "icu-minify/compile";
import { digitsIn, type NumberingSystem } from "@/lib/domain/numbering";

// icu-minify's node types (icu-minify/dist/types/types.d.ts).
const POUND = 0;
const SELECT = 1;
const PLURAL = 2;
const SELECTORDINAL = 3;
const NUMBER = 4;
const DATE = 5;
const TIME = 6;

type CompiledMessage = ReturnType<typeof compile>;
type CompiledNode = Exclude<CompiledMessage, string>[number];
// A branch of a plural or select: a text, a `#`, or a list of nodes.
type Branches = Record<string, CompiledNode | CompiledNode[]>;

/**
 * A compiled message whose numbers are written in the screen's digit system (lib/domain/numbering.ts):
 * literal digits of the text, plural counts (`#`) and number, date and time arguments. use-intl formats
 * `#` and `{n, number}` with the locale's default digits and offers no setting for it, so the rule is
 * written into the message: `#` becomes `{count, number}` with the system, formats get it as an option.
 * Plain `{n}` arguments are printed as given; callers pass numbers there already formatted.
 */
export function withDigits(message: CompiledMessage, system: NumberingSystem): CompiledMessage {
  if (typeof message === "string") return digitsIn(message, system);
  return message.map((node) => inNode(node, system, null));
}

function inNode(node: CompiledNode, system: NumberingSystem, counted: string | null): CompiledNode {
  if (typeof node === "string") return digitsIn(node, system);
  if (node === POUND) return counted === null ? node : [counted, NUMBER, { numberingSystem: system }];
  const [name, kind, ...rest] = node as [string, unknown, ...unknown[]];
  if (kind === undefined) return node;
  // A tag (`<b>…</b>`): its children follow; the first may be a `#`.
  if (typeof kind !== "number" || kind === POUND) {
    return [name, ...[kind, ...rest].map((child) => inNode(child as CompiledNode, system, counted))] as CompiledNode;
  }
  switch (kind) {
    case SELECT:
      return [name, SELECT, inBranches(rest[0] as Branches, system, counted)];
    case PLURAL:
    case SELECTORDINAL:
      return [name, kind, inBranches(rest[0] as Branches, system, name)] as CompiledNode;
    case NUMBER:
    case DATE:
    case TIME:
      return [name, kind, withSystem(rest[0], system)] as CompiledNode;
    default:
      return node;
  }
}

function inBranches(branches: Branches, system: NumberingSystem, counted: string | null): Branches {
  const result: Branches = {};
  for (const [key, branch] of Object.entries(branches)) {
    result[key] = Array.isArray(branch)
      ? (branch as CompiledNode[]).map((node) => inNode(node, system, counted))
      : inNode(branch, system, counted);
  }
  return result;
}

/** Inline options gain the system; a named format (looked up in next-intl's `formats`) is kept as named. */
function withSystem(style: unknown, system: NumberingSystem): unknown {
  if (typeof style === "string") return style;
  return { ...(style as object | undefined), numberingSystem: system };
}
