import type { CorpusCall, CorpusMethod } from "./malformed-corpus-calls";

/**
 * The malformed-request corpus of issue 10 item 3: every call of the venue API, each path value and
 * each body leaf replaced by what broke the API before (NUL, invalid UTF-8, ids past 2^31-1,
 * quantities of 1e9, tips of 1e12, 10,000-deep nesting) and by plain wrong input.
 */
export interface CorpusCase {
  name: string;
  method: CorpusMethod;
  path: string;
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  /** Sent as a stream, so without Content-Length (chunked). */
  chunked?: boolean;
  headers?: Record<string, string>;
}

/** Raw path values, inserted percent-encoded as a client could send them. */
export const BAD_PATH_VALUES: [string, string][] = [
  ["NUL", "%00"],
  ["NUL inside", "a%00b"],
  ["invalid UTF-8", "%ff%fe"],
  ["overlong UTF-8", "%C0%AF"],
  ["encoded surrogate", "%ED%A0%80"],
  ["truncated escape", "%E2%82"],
  ["newline", "a%0Ab"],
  ["control character", "a%1Fb"],
  ["id 2^31", "2147483648"],
  ["id 1e20", "100000000000000000000"],
  ["exponent id", "1e20"],
  ["negative id", "-1"],
  ["fractional id", "1.5"],
  ["zero", "0"],
  ["unknown venue id", "999999"],
  ["300 characters", "x".repeat(300)],
  ["encoded slash", "a%2Fb"],
];

/**
 * X-Device-Key values no guest app sends (issue 25): the guest app sends its key on every call, and
 * order creation counts orders per key. Node refuses NUL, CR and LF in headers before any route.
 */
export const BAD_DEVICE_KEYS: [string, string][] = [
  ["3 characters", "abc"],
  ["21 characters", "k".repeat(21)],
  ["65 characters", "k".repeat(65)],
  ["8 KB", "k".repeat(8192)],
  ["a space inside", "abcdefghijk lmnopqrstuvwxyz"],
  ["a tab inside", "abcdefghijk\tlmnopqrstuvwxyz"],
  ["two keys (a repeated header)", "abcdefghijklmnopqrstuvwx, abcdefghijklmnopqrstuvwx"],
  ["base64 with + / =", "abcdefghijklmnopqrstu+/=="],
  ["Latin-1 bytes", "clé-du-téléphone-ééééééé"],
  ["SQL", "' OR '1'='1' -- abcdefghijk"],
  ["a path", "../../../../etc/passwd/abcdef"],
  ["percent-encoded NUL", "%00".repeat(10)],
  ["JSON", '{"key":"abcdefghijklmnopqrstuvwxyz"}'],
];

/**
 * X-Order-Key values no device was given (issue 24's member keys): every order call reads the header,
 * and a key is hashed and looked up, so none of these may reach the database as anything but a miss.
 */
export const BAD_ORDER_KEYS: [string, string][] = BAD_DEVICE_KEYS.filter(([what]) =>
  ["3 characters", "8 KB", "two keys (a repeated header)", "Latin-1 bytes", "SQL", "JSON"].includes(what),
);

/** Replacements for a text leaf of a body. */
const BAD_TEXTS: [string, unknown][] = [
  ["NUL", "a\u0000b"],
  ["control character", "a\u0007b"],
  ["lone surrogate", "a\ud800b"],
  ["5000 characters", "x".repeat(5000)],
  ["number for text", 12],
  ["object for text", { text: "x" }],
];

/** Replacements for a number leaf (ids, amounts, quantities, coordinates). */
const BAD_NUMBERS: [string, unknown][] = [
  ["2^31", 2 ** 31],
  ["1e20", 1e20],
  ["-1", -1],
  ["1.5", 1.5],
  ["1e9", 1e9],
  ["1e12", 1e12],
  ["numeric text 1e12", "1000000000000"],
  ["text for number", "abc"],
  ["null", null],
];

type Json = unknown;

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");
}

/** Each leaf of a JSON value with its path, arrays included ("line_items.0.quantity"). */
function leaves(value: Json, path: (string | number)[] = []): { path: (string | number)[]; value: Json }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [{ path, value }];
}

function replaced(value: Json, path: (string | number)[], next: Json | typeof REMOVE): Json {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaced(item, rest, next) : item));
  const object = { ...(value as Record<string, Json>) };
  if (rest.length === 0 && next === REMOVE) delete object[head];
  else object[head] = replaced(object[head], rest, next);
  return object;
}
const REMOVE = Symbol("remove");

function nested(depth: number, open: string, close: string, inner = "1"): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

/** Whole-body cases: what no schema sees field by field. */
function bodyShapes(base: Record<string, unknown>): [string, string | Uint8Array<ArrayBuffer>, string?, boolean?][] {
  const json = JSON.stringify(base);
  return [
    ["empty body", ""],
    ["null body", "null"],
    ["array body", "[]"],
    ["string body", JSON.stringify("x")],
    ["truncated JSON", json.slice(0, -1)],
    ["NUL as raw byte", `{"x":"\u0000",${json.slice(1)}`],
    ["invalid UTF-8 bytes", new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
    ["text/plain body", json, "text/plain"],
    ["form body", "a=1&b=%00", "application/x-www-form-urlencoded"],
    ["arrays nested 10,000 deep", nested(10_000, "[", "]")],
    ["objects nested 10,000 deep", nested(10_000, '{"a":', "}")],
    ["field nested 10,000 deep", `{${json.slice(1, -1)},"extra":${nested(10_000, "[", "]")}}`],
    ["1 MB body", JSON.stringify({ ...base, padding: "x".repeat(1_000_000) })],
    ["1 MB chunked body", JSON.stringify({ ...base, padding: "x".repeat(1_000_000) }), undefined, true],
  ];
}

function bodyCases(call: CorpusCall, path: string): CorpusCase[] {
  const base = call.body ?? {};
  const cases: CorpusCase[] = [];
  const add = (what: string, body: Json) =>
    cases.push({ name: `${call.call}: ${what}`, method: call.method, path, body: JSON.stringify(body), headers: call.headers });
  for (const leaf of leaves(base)) {
    const where = leaf.path.join(".");
    const bad = typeof leaf.value === "number" ? BAD_NUMBERS : typeof leaf.value === "string" ? BAD_TEXTS : [];
    for (const [label, value] of bad) add(`${where} = ${label}`, replaced(base, leaf.path, value));
  }
  for (const key of Object.keys(base)) {
    add(`missing ${key}`, replaced(base, [key], REMOVE));
    add(`${key} = list`, replaced(base, [key], [1, 2]));
  }
  add("NUL in a key", { ...base, "a\u0000b": 1 });
  for (const [what, body, contentType, chunked] of bodyShapes(base)) {
    cases.push({ name: `${call.call}: ${what}`, method: call.method, path, body, contentType, chunked, headers: call.headers });
  }
  return cases;
}

function pathCases(call: CorpusCall): CorpusCase[] {
  return Object.keys(call.params).flatMap((name) =>
    BAD_PATH_VALUES.map(([label, value]): CorpusCase => ({
      name: `${call.call}: {${name}} = ${label}`,
      method: call.method,
      path: fill(call.template, { ...call.params, [name]: value }),
      body: call.body ? JSON.stringify(call.body) : undefined,
      headers: call.headers,
    })),
  );
}

export function corpusCases(calls: CorpusCall[]): CorpusCase[] {
  return calls.flatMap((call) => {
    const path = fill(call.template, call.params);
    const cases = pathCases(call);
    if (call.body && !call.form) cases.push(...bodyCases(call, path));
    if (call.form) {
      cases.push({
        name: `${call.call}: NUL in form`,
        method: call.method,
        path,
        body: "action=pay%00",
        contentType: "application/x-www-form-urlencoded",
      });
      cases.push({
        name: `${call.call}: 1 MB form`,
        method: call.method,
        path,
        body: `action=${"x".repeat(1_000_000)}`,
        contentType: "application/x-www-form-urlencoded",
      });
    }
    if (call.method !== "GET" && !call.body) {
      const bodiless = ["arrays nested 10,000 deep", "1 MB body", "1 MB chunked body", "NUL as raw byte"];
      for (const [what, body, contentType, chunked] of bodyShapes({}).filter(([what]) => bodiless.includes(what))) {
        cases.push({ name: `${call.call}: ${what}`, method: call.method, path, body, contentType, chunked });
      }
    }
    const badKeys: [string, string, string][] = [
      ...BAD_DEVICE_KEYS.map(([what, value]): [string, string, string] => ["X-Device-Key", what, value]),
      ...BAD_ORDER_KEYS.map(([what, value]): [string, string, string] => ["X-Order-Key", what, value]),
    ];
    for (const [header, what, value] of badKeys) {
      cases.push({
        name: `${call.call}: ${header} = ${what}`,
        method: call.method,
        path,
        body: call.body && !call.form ? JSON.stringify(call.body) : undefined,
        headers: { ...call.headers, [header]: value },
      });
    }
    cases.push({
      name: `${call.call}: path NUL suffix`,
      method: call.method,
      path: `${path.replace(/\/?(\?|$)/, "%00/$1")}`,
      body: call.body && !call.form ? JSON.stringify(call.body) : undefined,
      headers: call.headers,
    });
    return cases;
  });
}
