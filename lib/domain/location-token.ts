import Hashids from "hashids";
import { isLanguage, type Language } from "./language";

/**
 * Table, room and area deep links (000 section 2, 001 section 2): /t/{token}, /r/{token} and
 * /a/{token}. Table and room tokens are Hashids of the number; area tokens are the area name as
 * hex-encoded UTF-8.
 */
export type LocationKind = "t" | "r" | "a";

export type OrderLocationType = "Table" | "Room";

export type OrderLocation = { orderLocation: string; orderLocationType: OrderLocationType };

/**
 * Pads short numbers so that a guest cannot guess the neighbouring table's link by editing one
 * character; every token issued by this app is at least this long.
 */
export const LOCATION_TOKEN_MIN_LENGTH = 8;

const LOCATION_TYPES: Record<LocationKind, OrderLocationType> = { t: "Table", r: "Room", a: "Table" };

export function isLocationKind(value: unknown): value is LocationKind {
  return value === "t" || value === "r" || value === "a";
}

/** Encodes a table or room number, or an area name; null when the value cannot be encoded. */
export function encodeLocationToken(kind: LocationKind, value: string | number, salt: string): string | null {
  if (kind === "a") return encodeAreaName(String(value));
  const text = String(value);
  if (!/^\d+$/.test(text)) return null;
  const number = Number(text);
  if (!Number.isSafeInteger(number)) return null;
  return codec(salt).encode(number);
}

/** Decodes a token into the order location; null for anything this app did not issue. */
export function decodeLocationToken(kind: LocationKind, token: string, salt: string): OrderLocation | null {
  const value = kind === "a" ? decodeAreaName(token) : decodeNumber(token, salt);
  if (value === null) return null;
  return { orderLocation: value, orderLocationType: LOCATION_TYPES[kind] };
}

export type ParsedLocationPath = {
  kind: LocationKind;
  token: string;
  /** null when the marker is there but its token does not decode (a stale or tampered QR code). */
  location: OrderLocation | null;
  language: Language | null;
  prefix: string | null;
  /** The segments after the token. */
  rest: string[];
};

/**
 * Finds the deep link in a path split into segments: [{lang}] [{custom-domain prefix}] {t|r|a}
 * {token} ...rest. The language, as everywhere, is only ever the first segment. Returns null when
 * the path is not a deep link.
 */
export function parseLocationPath(pathSegments: readonly string[], salt: string): ParsedLocationPath | null {
  const segments = pathSegments.filter((segment) => segment !== "");
  const first = segments[0];
  const language = isLanguage(first) ? first : null;
  const start = language === null ? 0 : 1;
  // With or without the prefix: prefer the reading whose token decodes, so a prefix that happens
  // to be named t, r or a is still read as a prefix when that is the only valid reading.
  const candidates = [start, start + 1]
    .map((index) => readAt(segments, index, start, language, salt))
    .filter((parsed): parsed is ParsedLocationPath => parsed !== null);
  return candidates.find((parsed) => parsed.location !== null) ?? candidates[0] ?? null;
}

function readAt(
  segments: readonly string[],
  index: number,
  start: number,
  language: Language | null,
  salt: string,
): ParsedLocationPath | null {
  const kind = segments[index];
  const token = segments[index + 1];
  if (!isLocationKind(kind) || token === undefined) return null;
  return {
    kind,
    token,
    location: decodeLocationToken(kind, token, salt),
    language,
    prefix: index > start ? (segments[start] ?? null) : null,
    rest: segments.slice(index + 2),
  };
}

function codec(salt: string): Hashids {
  return new Hashids(salt, LOCATION_TOKEN_MIN_LENGTH);
}

function decodeNumber(token: string, salt: string): string | null {
  let numbers: ReturnType<Hashids["decode"]>;
  try {
    numbers = codec(salt).decode(token);
  } catch {
    // Hashids throws on characters outside its alphabet; for a link that is just an invalid token.
    return null;
  }
  // A token carrying several numbers was not issued for one table or room.
  const [number] = numbers;
  if (numbers.length !== 1 || number === undefined) return null;
  if (typeof number === "bigint" || !Number.isSafeInteger(number) || number < 0) return null;
  return String(number);
}

/** encodeURIComponent yields UTF-8 percent escapes for everything but a few ASCII characters. */
function encodeAreaName(name: string): string | null {
  if (name === "") return null;
  let escaped: string;
  try {
    escaped = encodeURIComponent(name);
  } catch {
    // A lone surrogate has no UTF-8 form.
    return null;
  }
  return escaped.replace(/%([0-9A-F]{2})|([^%])/g, (_match, hex: string | undefined, char: string | undefined) =>
    hex !== undefined ? hex.toLowerCase() : (char ?? "").charCodeAt(0).toString(16).padStart(2, "0"),
  );
}

function decodeAreaName(token: string): string | null {
  if (token === "" || token.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(token)) return null;
  try {
    // decodeURIComponent rejects malformed UTF-8 (stray continuation bytes, overlong forms, surrogates).
    return decodeURIComponent(token.replace(/../g, "%$&"));
  } catch {
    return null;
  }
}
