import { z } from "zod";
import "@/lib/zod-config";
import { fromMilli, toMilli } from "@/lib/domain/money";
import { decimal } from "./common";
import { AMOUNT_MAX, ID_MAX, QUANTITY_MAX, TEXT_MAX } from "./limits";

/**
 * Building blocks of request payloads (what clients send), bounded by lib/api/schemas/limits.ts.
 * PostgreSQL refuses NUL in text and jsonb, and lone surrogates in jsonb; integer and numeric
 * columns overflow: such input is refused here as a 400 naming the field, never met as a 500.
 */

export const tooLong = (max: number) => `Too long: at most ${max} characters`;
export const tooMany = (max: number) => `Too many: at most ${max} items`;
export const tooBig = (max: number) => `Too big: at most ${max}`;
export const CONTROL_CHARACTER_MESSAGE = "Control characters are not allowed";
export const ENCODING_MESSAGE = "Invalid text: unpaired surrogate";

const ANY_CONTROL = /[\u0000-\u001f]/;
// Tab, line feed and carriage return are text in comments, addresses and instructions.
const CONTROL_EXCEPT_LAYOUT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a text cannot be stored, or null when it can. `multiLine` allows tab, LF and CR. */
export function textProblem(text: string, multiLine: boolean): string | null {
  if ((multiLine ? CONTROL_EXCEPT_LAYOUT : ANY_CONTROL).test(text)) return CONTROL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(text)) return ENCODING_MESSAGE;
  return null;
}

function boundedText(max: number, multiLine: boolean) {
  return z
    .string()
    .max(max, { message: tooLong(max) })
    .refine((text) => !(multiLine ? CONTROL_EXCEPT_LAYOUT : ANY_CONTROL).test(text), { message: CONTROL_CHARACTER_MESSAGE })
    .refine((text) => !LONE_SURROGATE.test(text), { message: ENCODING_MESSAGE });
}

/** One line a client sends (names, codes, labels): at most `max` characters, no control characters. */
export const lineText = (max: number) => boundedText(max, false);

/** Free text a client sends (comments, addresses, instructions, answers): tab and line breaks allowed. */
export const multiLineText = (max: number) => boundedText(max, true);

/** A text field of limits.ts by its name: `textField("customer_name")`. */
export const textField = (field: keyof typeof TEXT_MAX, multiLine = false) => boundedText(TEXT_MAX[field], multiLine);

/**
 * An optional code (coupon, employee id, a line's cart_uuid): sent empty, it means none, as sent null
 * or left out; a tolerant reader does not refuse a whole order over `"coupon": ""` (issue 11 item 14).
 */
export const optionalCode = (field: keyof typeof TEXT_MAX) => emptyAsAbsent(textField(field).min(1));

/** An optional text a client may send empty: "" means absent (null), as null or a missing key do. */
export const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal("").transform(() => null), schema])
    .nullable()
    .optional();

// Not .int(): past 2^53 it adds a second message to the limit's own.
const WHOLE = { message: "Expected a whole number" };

/** An id a client sends: 1 to 2^31-1, as a number or numeric text. */
export const requestId = z.union([
  z
    .number()
    .min(1, { message: "Expected an id of at least 1" })
    .max(ID_MAX, { message: tooBig(ID_MAX) })
    .refine(Number.isInteger, WHOLE),
  z
    .string()
    .regex(/^\d+$/, { message: "Expected a numeric id" })
    .max(10, { message: tooBig(ID_MAX) })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { message: "Expected an id of at least 1" })
        .max(ID_MAX, { message: tooBig(ID_MAX) }),
    ),
]);

/** Identifiers kept as text (order ids and uuids, wallet ids): bounded text, or a number read as text. */
export const requestIdText = (max: number = TEXT_MAX.order_id) =>
  z.union([lineText(max).min(1), z.number().transform((value) => String(value))]);

/** A quantity of one cart line: a whole number from 1 to QUANTITY_MAX. */
export const requestQuantity = z
  .number()
  .min(1)
  .max(QUANTITY_MAX, { message: tooBig(QUANTITY_MAX) })
  .refine(Number.isInteger, WHOLE);

/** An amount a client sends, bounded before it becomes thousandths. Prices of subtracting options may be signed. */
export const requestMoney = decimal
  .pipe(
    z
      .number()
      .min(-AMOUNT_MAX, { message: tooBig(AMOUNT_MAX) })
      .max(AMOUNT_MAX, { message: tooBig(AMOUNT_MAX) }),
  )
  .transform((value) => fromMilli(toMilli(value)));

/** A non-negative amount a client sends (prices, totals, fees, tips, shares). */
export const requestAmount = decimal
  .pipe(
    z
      .number()
      .min(0, { message: "Amount can not be negative" })
      .max(AMOUNT_MAX, { message: tooBig(AMOUNT_MAX) }),
  )
  .transform((value) => fromMilli(toMilli(value)));

/** A date-time text a client sends. */
export const requestDateTime = lineText(TEXT_MAX.date_time).refine((value) => !Number.isNaN(Date.parse(value)), {
  message: "Expected an ISO date-time",
});

/** A list a client sends, at most `max` entries. */
export const requestList = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, { message: tooMany(max) });

/**
 * The first text (string or key) of a JSON value that cannot be stored, with its path; free-form
 * parts of a payload (place data, partner discounts) are checked with it.
 */
export function findTextProblem(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; message: string } | null {
  if (typeof value === "string") {
    const message = textProblem(value, true);
    return message ? { path, message } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findTextProblem(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const keyMessage = textProblem(key, true);
      if (keyMessage) return { path: [...path, key], message: keyMessage };
      const found = findTextProblem(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** A free-form JSON object (address_google_place_data): bounded when serialised, storable text only. */
export const requestJsonObject = (maxChars: number) =>
  z.record(z.string(), z.unknown()).superRefine((value, context) => {
    if (JSON.stringify(value).length > maxChars) context.addIssue({ code: "custom", message: tooLong(maxChars) });
    const problem = findTextProblem(value);
    if (problem) context.addIssue({ code: "custom", path: problem.path, message: problem.message });
  });
