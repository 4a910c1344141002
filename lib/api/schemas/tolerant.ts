import { z } from "zod";
import "@/lib/zod-config";

/**
 * A tolerant reader for answers of the venue API (issue 11 item 14). The specification names most menu
 * fields without typing them, so another implementation of the contract may answer `"enable_search":
 * "yes"` or `"hidden_title": []`. A field a screen cannot work without stays strict; any other field is
 * wrapped in `tolerant`: a plain parse (the venue API validating an import) still refuses the odd value,
 * while `readTolerantly` (the guest app reading an answer) reads it as its default and reports it once.
 */

/** An odd value met by a tolerant read: where (list indexes as []), what it was, how many times. */
export interface ToleranceWarning {
  readonly subject: string;
  readonly path: string;
  readonly received: readonly string[];
  readonly count: number;
}

export type WarningSink = (warning: ToleranceWarning) => void;

/** The guest app's sink: the path and the received type go to the server log, never the value. */
export const logWarning: WarningSink = (warning) => {
  const times = warning.count > 1 ? ` (${warning.count} times)` : "";
  console.warn(`${warning.subject}: ${warning.path} received ${warning.received.join(" or ")}${times}; read as its default`);
};

// Put in a copy of the input where an odd value was, so that the second pass reads the field's default.
const ODD = Symbol("odd value");
const TOLERATED = "tolerated";

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function isOdd(value: unknown): boolean {
  return value === ODD;
}

function toleratedType(issue: z.core.$ZodIssue): string | null {
  if (issue.code !== "custom") return null;
  const received: unknown = issue.params?.[TOLERATED];
  return typeof received === "string" ? received : null;
}

/**
 * A field read as its default (what an absent value gives) when its value has another type or shape.
 * Problems inside the value (a composite's own fields) are passed up as they are: a tolerant field of a
 * composite is repaired there, and a strict one (an id) still fails.
 */
export function tolerant<T extends z.ZodType>(schema: T) {
  if (!schema.safeParse(undefined).success) throw new Error("A tolerant field needs a default for an absent value");
  return z.preprocess((value: z.input<T>, context) => {
    if (isOdd(value)) return undefined;
    const parsed = schema.safeParse(value);
    if (parsed.success) return value;
    const own = parsed.error.issues.find((issue) => issue.path.length === 0);
    if (own) {
      context.addIssue({ code: "custom", message: own.message, params: { [TOLERATED]: typeOf(value) } });
    } else {
      for (const issue of parsed.error.issues) {
        const received = toleratedType(issue);
        const params = received === null ? {} : { [TOLERATED]: received };
        context.addIssue({ code: "custom", message: issue.message, path: issue.path, params });
      }
    }
    return z.NEVER;
  }, schema);
}

type Tolerant<T extends z.ZodType> = ReturnType<typeof tolerant<T>>;

/**
 * An object shape with every field tolerant but the `strict` ones: the list of what a screen cannot
 * work without is written once per entity, and a field added later is tolerant by default.
 */
export function tolerantShape<Shape extends Record<string, z.ZodType>, Strict extends keyof Shape & string>(
  shape: Shape,
  strict: readonly Strict[],
): { [K in keyof Shape]: K extends Strict ? Shape[K] : Tolerant<Shape[K]> } {
  const fields: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(shape)) {
    fields[key] = (strict as readonly string[]).includes(key) ? field : tolerant(field);
  }
  return fields as { [K in keyof Shape]: K extends Strict ? Shape[K] : Tolerant<Shape[K]> };
}

const pathText = (path: readonly PropertyKey[]) =>
  path.reduce<string>((text, key) => (typeof key === "number" ? `${text}[]` : `${text}${text ? "." : ""}${String(key)}`), "");

/**
 * Marks the odd value at `path` in `target` and gives the path marked: the nearest container that holds
 * it, when the path runs through a value that is not one (a list sent as JSON text, read by a preprocess).
 */
function putOdd(target: unknown, path: readonly PropertyKey[]): { path: readonly PropertyKey[]; received: string | null } {
  let node: unknown = target;
  for (const [index, key] of path.entries()) {
    const record = node as Record<PropertyKey, unknown>;
    const next = record[key];
    const last = index === path.length - 1;
    if (last || typeof next !== "object" || next === null) {
      record[key] = ODD;
      return last ? { path, received: null } : { path: path.slice(0, index + 1), received: typeOf(next) };
    }
    node = next;
  }
  return { path, received: null };
}

/**
 * Parses `input` with `schema`, reading each odd value of a tolerant field as its default and telling
 * `warn` once per field path (so a flag odd in every product is one warning). Fails only when a strict
 * field fails.
 */
export function readTolerantly<T extends z.ZodType>(
  schema: T,
  input: unknown,
  subject: string,
  warn: WarningSink = logWarning,
): z.ZodSafeParseResult<z.output<T>> {
  const first = schema.safeParse(input);
  if (first.success) return first;
  const odd = first.error.issues.flatMap((issue) => {
    const received = toleratedType(issue);
    return received === null ? [] : [{ path: issue.path, received }];
  });
  if (odd.length < first.error.issues.length) return first;
  const copy = structuredClone(input);
  const marked = odd.map((entry) => {
    const put = putOdd(copy, entry.path);
    return { path: put.path, received: put.received ?? entry.received };
  });
  const second = schema.safeParse(copy);
  if (!second.success) return second;
  const byPath = new Map<string, { received: Set<string>; count: number }>();
  for (const entry of marked) {
    const key = pathText(entry.path);
    const seen = byPath.get(key) ?? { received: new Set<string>(), count: 0 };
    seen.received.add(entry.received);
    seen.count += 1;
    byPath.set(key, seen);
  }
  for (const [path, seen] of byPath) warn({ subject, path, received: [...seen.received], count: seen.count });
  return second;
}

/** An answer schema for the API client that reads tolerantly: its failures are the strict fields'. */
export function tolerantAnswer<T extends z.ZodType>(schema: T, subject: string, warn: WarningSink = logWarning) {
  return z
    .custom<z.input<T>>(() => true)
    .transform((value, context): z.output<T> => {
      const read = readTolerantly(schema, value, subject, warn);
      if (read.success) return read.data;
      for (const issue of read.error.issues) context.addIssue({ code: "custom", message: issue.message, path: issue.path });
      return z.NEVER;
    });
}
