import demo from "@/server/seed/venues/demo.json";
import partner from "@/server/seed/venues/partner.json";
import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import type { CartLine } from "@/lib/cart/types";
import { localise } from "@/server/venue/localise";
import { cartConfig, type CartConfig } from "./cart-config";

/** The demo venue's menu in English (server/seed/venues/demo.json): AED, 2 decimals, VAT 5 % + service fee 2, minimum 30. */
export function demoMenu(): Menu {
  return menuSchema.parse({ ...(localise(demo.menu, "en", "en") as object), license: demo.license, license_status: "ACTIVE" });
}

/**
 * The clock of the cart fixtures: a Wednesday at 13:00 in Dubai, inside both venues' hours. With the
 * machine's clock, the partner venue (08:00-23:00) is closed for a third of the day and its cart refuses.
 */
export const FIXTURE_NOW = new Date("2026-03-04T09:00:00Z");

/** `autoCoupon: null` stands for a venue without coupon_auto_apply (as coupons off): nothing falls back to HELLO5 either. */
export function demoConfig(overrides: Partial<CartConfig> = {}, queryCoupon: string | null = null): CartConfig {
  const config = cartConfig(demoMenu(), { licence: demo.license, lang: "en", queryCoupon, now: FIXTURE_NOW });
  const fallback = overrides.autoCoupon === null || overrides.enableCoupons === false ? { fallbackCoupon: null } : {};
  return { ...config, ...fallback, ...overrides };
}

/** Flat white (212), Regular: AED 22 (Size 'Regular' adds nothing). */
export function flatWhite(overrides: Partial<CartLine> = {}): CartLine {
  return {
    uuid: "line-flat-white",
    id: 212,
    category: 21,
    name: "Flat white",
    sku: "COF-FW",
    image: "/demo/products/flat-white.svg",
    price: 22,
    qty: 1,
    special_instructions: "",
    variations: [],
    combo_groups: [],
    max_qty: 0,
    ...overrides,
  };
}

/** The partner demo's menu in English (server/seed/venues/partner.json): al_futtaim_enabled, AED, VAT 5 %, country AE. */
export function partnerMenu(): Menu {
  return menuSchema.parse({ ...(localise(partner.menu, "en", "en") as object), license: partner.license, license_status: "ACTIVE" });
}

export function partnerConfig(overrides: Partial<CartConfig> = {}): CartConfig {
  return { ...cartConfig(partnerMenu(), { licence: partner.license, lang: "en", queryCoupon: null, now: FIXTURE_NOW }), ...overrides };
}

/** A partner demo product as a cart line: Cappuccino 18, Club sandwich 48 (no variations chosen). */
export function partnerLine(id: 2002 | 2005, qty: number): CartLine {
  const name = id === 2002 ? "Cappuccino" : "Club sandwich";
  return flatWhite({
    uuid: `line-${id}`,
    id,
    category: id === 2002 ? 1001 : 1002,
    name,
    sku: "",
    image: null,
    price: id === 2002 ? 18 : 48,
    qty,
  });
}
