import { count, eq } from "drizzle-orm";
import type { LineItemPayloadInput } from "@/lib/api/schemas/line-item";
import type { OrderPayloadInput } from "@/lib/api/schemas/order";
import { encodeLocationToken } from "@/lib/domain/location-token";
import { orders } from "../db/schema";
import { testVenue } from "./fixtures/venue";
import type { TestApi } from "./harness";
import type { VenueFileInput } from "../venue/venue-file";

/** The fixture's menu id (server/test/fixtures/venue.ts). */
export const MENU = 100;
/** Inside the fixture's Downtown delivery zone (fee 7.5) and well outside it. */
export const DOWNTOWN = { lat: 25.195, lng: 55.28 };
export const FAR_AWAY = { lat: 24.4, lng: 54.4 };

/** A cart line as the guest app sends it; the price is deliberately wrong unless given. */
export function line(product: number, extra: Partial<LineItemPayloadInput> = {}): LineItemPayloadInput {
  return { product, product_name: `Product ${product}`, product_price: 0.5, product_price_currency: "AED", quantity: 1, ...extra };
}

export const tea = (size: "large" | "small", extra: Partial<LineItemPayloadInput> = {}) =>
  line(11, { variations: [size === "large" ? 101 : 102], ...extra });
export const cake = (extra: Partial<LineItemPayloadInput> = {}) => line(12, extra);
/** Meal deal with Cake as its Side (+3). */
export const mealDeal = (extra: Partial<LineItemPayloadInput> = {}) =>
  line(21, { combo_groups: [{ id: 7, products: [{ id: 12 }] }], ...extra });

/** An order payload with client totals that are all wrong: the server must ignore them. */
export function draft(lines: LineItemPayloadInput[], extra: Partial<OrderPayloadInput> = {}): OrderPayloadInput {
  return {
    menu: MENU,
    customer_name: "Guest Tester",
    order_type: "takeaway",
    payment_type: "cash",
    delivery_fees: 0,
    delivery_fees_currency: "AED",
    discount: 0,
    sub_total: 1,
    sub_total_currency: "AED",
    total: 1,
    total_currency: "AED",
    line_items: lines,
    ...extra,
  };
}

let keys = 0;
export const newKey = (label = "order") => `${label}-${Date.now().toString(36)}-${(keys += 1)}`;

/** A second venue built from the fixture: its own licence and menu id, no custom domain or forms. */
export function variantVenue(id: number, menu: Record<string, unknown>, overrides: Partial<VenueFileInput> = {}): VenueFileInput {
  return testVenue({ license: `test-venue-${id}`, custom_domains: [], ...overrides }, { id, forms: [], ...menu });
}

/** The fixture's categories with extra products appended to Drinks, and extra categories after. */
export function fixtureCategories(extraDrinks: Record<string, unknown>[] = [], extraCategories: Record<string, unknown>[] = []): unknown[] {
  const categories = testVenue().menu.categories;
  const list = Array.isArray(categories) ? (categories as Record<string, unknown>[]) : [];
  return [
    ...list.map((category) =>
      category.id === 1 && Array.isArray(category.products)
        ? { ...category, products: [...(category.products as unknown[]), ...extraDrinks] }
        : category,
    ),
    ...extraCategories,
  ];
}

/** POST with a raw body, for the cases the typed client refuses to send or to read raw answers. */
export async function postOrder(api: TestApi, body: unknown, headers: Record<string, string> = {}, lang = "en") {
  const response = await api.http(`/${lang}/api/order/`, { method: "POST", body: JSON.stringify(body), headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

export async function orderCount(api: TestApi, venueId = MENU): Promise<number> {
  const [row] = await api.db.select({ n: count() }).from(orders).where(eq(orders.venueId, venueId));
  return Number(row?.n ?? 0);
}

/** The harness's LOCATION_TOKEN_SALT (server/test/harness.ts). */
export const TEST_SALT = "test-salt";

/** A table's ("t") or room's ("r") location_token as the guest app sends it: the QR link's "{kind}/{token}". */
export function locationToken(kind: "t" | "r" | "a", value: string | number): string {
  return `${kind}/${encodeLocationToken(kind, value, TEST_SALT) ?? ""}`;
}

/** The place fields of a dine-in order at a table (or room) of the venue, token included. */
export function atPlace(
  kind: "t" | "r",
  value: number,
): Pick<OrderPayloadInput, "order_type" | "origin_label" | "origin_type" | "location_token"> {
  return {
    order_type: "dine_in",
    origin_label: String(value),
    origin_type: kind === "t" ? "table" : "room",
    location_token: locationToken(kind, value),
  };
}
