import { z } from "zod";
import { languageCode } from "@/lib/api/schemas/language";
import { menu as menuSchema } from "@/lib/api/schemas/menu";
import { paymentProvider } from "@/lib/api/schemas/payment";
import type { Language } from "@/lib/domain/language";
import { localise } from "./localise";

const amount = z.number().min(0).multipleOf(0.001);
const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
/** GeoJSON polygon: rings of [lng, lat], each closed (first point repeated last). */
const polygon = z.object({
  type: z.literal("Polygon"),
  coordinates: z
    .array(z.array(position).min(4))
    .min(1)
    .refine((rings) => rings.every((ring) => ring[0]?.join() === ring[ring.length - 1]?.join()), {
      message: "Each ring must end where it starts",
    }),
});

const coupon = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .transform((code) => code.toUpperCase()),
  discount_value_type: z.enum(["percentage", "fixed"]),
  discount_value: amount,
  min_order_value: amount.default(0),
  max_discount_value: amount.nullable().default(null),
  free_delivery: z.boolean().default(false),
  products: z.array(z.number().int()).default([]),
  categories: z.array(z.number().int()).default([]),
  valid_from: z.iso.datetime({ offset: true }).nullable().default(null),
  valid_until: z.iso.datetime({ offset: true }).nullable().default(null),
});

const geofence = z.union([
  z.object({ polygon }),
  z.object({
    center: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
    radius_m: z.number().int().positive(),
  }),
]);

/**
 * A wallet's TOTP secret (RFC 6238; RFC 4226 asks for at least 128 bits): base32, read without
 * spaces or padding and in capitals, as authenticator apps print it.
 */
const otpSecret = z
  .string()
  .transform((secret) => secret.replace(/[\s=]/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{26,}$/, "Base32 (A-Z, 2-7) of at least 26 characters (128 bits)"));

const partner = z.object({
  wallets: z
    .array(
      z.object({
        wallet_id: z.string().min(1),
        name: z.string(),
        phone: z.string().min(1),
        balance: amount,
        otp_secret: otpSecret,
      }),
    )
    .default([]),
  employees: z.array(z.object({ employee_id: z.string().min(1), employee_phone: z.string().default("") })).default([]),
  /** Loyalty promotions: a percentage off the matching cart items, as the partner's loyalty system answers them. */
  loyalty_promotions: z
    .array(
      z.object({
        name: z.string().min(1),
        percent: z.number().min(0).max(100),
        products: z.array(z.number().int()).default([]),
        order_types: z.array(z.string()).default([]),
        employees_only: z.boolean().default(false),
      }),
    )
    .default([]),
});

/**
 * What the loyalty call reads of a venue's stored partner block (server/services/partner/loyalty.ts):
 * the same rules as the import, so a promotion means one thing on the way in and on the way out.
 */
export const partnerLoyalty = partner.pick({ employees: true, loyalty_promotions: true });

/**
 * The venue file: what `npm run venue -- import` reads and `export` writes. `menu` is the menu-data
 * shape of 000 section 3 with translatable texts as { "en": ..., "ar": ... }; it must parse with the
 * menu schema the API serves, in every language of the venue.
 */
export const venueFile = z
  .object({
    license: z.string().regex(/^[A-Za-z0-9_-]{2,64}$/, "Letters, digits, - and _ only"),
    license_status: z.string().min(1).default("ACTIVE"),
    default_language: languageCode,
    languages: z.array(z.object({ code: languageCode, name_local: z.string().min(1) })).min(1),
    custom_domains: z
      .array(
        z
          .string()
          .toLowerCase()
          .regex(/^[a-z0-9.-]+(:\d+)?$/),
      )
      .default([]),
    payment_provider: paymentProvider.default("stripe"),
    menu: z.looseObject({ id: z.number().int().positive() }),
    coupons: z.array(coupon).default([]),
    delivery_zones: z.array(z.object({ name: z.string().min(1), fee: amount, polygon })).default([]),
    geofence: geofence.nullable().default(null),
    table_sections: z
      .array(
        z.object({
          name: z.string().min(1),
          minimum_order_amount: amount.default(0),
          tables: z.array(z.string().min(1)).default([]),
        }),
      )
      .default([]),
    rooms: z.array(z.string().min(1)).default([]),
    partner: partner.nullable().default(null),
  })
  .superRefine((file, context) => {
    const codes = file.languages.map((language) => language.code);
    if (!codes.includes(file.default_language)) {
      context.addIssue({ code: "custom", path: ["default_language"], message: "Must be one of the venue's languages" });
    }
    for (const code of codes) {
      const parsed = menuSchema.safeParse(localise(file.menu, code as Language, file.default_language));
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        context.addIssue({ code: "custom", path: ["menu", ...issue.path], message: `${issue.message} (${code})` });
      }
    }
  });

export type VenueFile = z.output<typeof venueFile>;
export type VenueFileInput = z.input<typeof venueFile>;
