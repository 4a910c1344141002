import { z } from "zod";
import "@/lib/zod-config";
import { fromMilli, toMilli } from "@/lib/domain/money";
import { tolerantShape } from "./tolerant";

/**
 * Building blocks shared by every schema. A Django-style backend sends `null` (or leaves the key out)
 * for unset optional fields and serialises decimals as strings, so answers are read tolerantly here
 * and handed to consumers in one settled shape.
 */

const NUMERIC_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/;

/** A number, or numeric text such as "12.500" (Django DecimalField), read as a number. */
export const decimal = z.union([
  z.number(),
  z
    .string()
    .regex(NUMERIC_TEXT, { message: "Expected a number or numeric text" })
    .transform((text) => Number(text)),
]);

/**
 * An amount in currency units. Settled to whole thousandths because the specification computes every
 * amount at three decimals; consumers convert with toMilli without meeting float noise.
 */
export const money = decimal.transform((value) => fromMilli(toMilli(value)));

/** A non-negative amount: every amount a guest sends (prices, totals, fees, tips) is. */
export const amount = money.pipe(z.number().min(0, { message: "Amount can not be negative" }));

/** Database ids: numbers, numeric text accepted because some backends key JSON by string. */
export const id = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d+$/, { message: "Expected a numeric id" })
    .transform((text) => Number(text)),
]);

/** A reference to another menu entity: its id, or the entity itself when the backend nests it. */
export const reference = z.union([id, z.object({ id }).transform((entity) => entity.id)]);

/** Identifiers that may be numbers or text (order ids, wallet ids, references) are kept as text. */
export const idText = z.union([z.string().min(1), z.number().transform((value) => String(value))]);

/** Absent (missing or null) becomes `fallback`, so consumers need no null checks. */
export function withDefault<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return schema.nullish().transform((value): z.output<T> => value ?? fallback);
}

/** Absent becomes `null`: for values whose absence means something (no link, no image, no limit). */
export function orNull<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value): z.output<T> | null => value ?? null);
}

export const flag = (fallback = false) => withDefault(z.boolean(), fallback);
export const text = (fallback = "") => withDefault(z.string(), fallback);
export const list = <T extends z.ZodType>(item: T) => withDefault(z.array(item), []);

/** Text where an empty string means "none" (Django's blank CharField / URLField). */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value === undefined || value === null || value.trim() === "" ? null : value));

export const optionalDecimal = orNull(decimal);

const CLOCK = /^(([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?|24:00(:00)?)$/;

/** Time of day as 'HH:MM:SS'; 'HH:MM' is completed, and '24:00:00' is accepted as the end of the day. */
export const timeOfDay = z
  .string()
  .regex(CLOCK, { message: "Expected a time HH:MM:SS" })
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

/** Weekday 1-7 as the specification numbers it. */
export const weekday = z.number().int().min(1).max(7);

/** A date-time text any JavaScript Date can read (ISO with or without offset). */
export const dateTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), { message: "Expected an ISO date-time" });

export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);

/** GeoJSON Point: coordinates are [longitude, latitude] in that order. */
export const geoPoint = z.object({
  type: z.literal("Point"),
  coordinates: z.tuple([longitude, latitude]),
});

/** An image with its size, as the menu sends default product and category images. */
export const sizedImage = z.object(
  tolerantShape(
    {
      image: optionalText,
      width: optionalDecimal,
      height: optionalDecimal,
    },
    [],
  ),
);

export type GeoPoint = z.infer<typeof geoPoint>;
export type SizedImage = z.infer<typeof sizedImage>;
