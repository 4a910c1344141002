import { readFileSync } from "node:fs";
import path from "node:path";
import { ODD_FIELD_PATHS, storeOddFields, withOddFields } from "@/server/test/fixtures/odd-fields";
import { startTestApi, type TestApi } from "@/server/test/harness";
import { venueFile, type VenueFileInput } from "@/server/venue/venue-file";

// Issue 11 item 14, at the guest app's loader: the real venue API answers the demo menu with a dozen
// fields of another type than ours (as another implementation of the contract might), and the venue
// still loads, each odd field read as its default with one logged warning. On main it was the error state.

jest.mock("server-only", () => ({}));

const demo = JSON.parse(readFileSync(path.join(process.cwd(), "server/seed/venues/demo.json"), "utf8")) as VenueFileInput & {
  menu: { id: number } & Record<string, unknown>;
};

let api: TestApi;
const environment = { API_URL: process.env.API_URL, DEFAULT_LICENSE: process.env.DEFAULT_LICENSE };

beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(demo);
  await storeOddFields(api.db, demo.menu.id);
  process.env.API_URL = api.baseUrl;
  process.env.DEFAULT_LICENSE = demo.license;
}, 60_000);

afterAll(async () => {
  process.env.API_URL = environment.API_URL;
  process.env.DEFAULT_LICENSE = environment.DEFAULT_LICENSE;
  await api.close();
});

test("the loader reads a menu with a dozen odd fields: the venue is ready, each odd field its default, one warning each", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  const { loadVenue } = await import("@/lib/venue/venue");
  const state = await loadVenue(demo.license, "en", "");
  const warnings = warn.mock.calls.map(([message]) => String(message));
  warn.mockRestore();

  if (state.status !== "ready") throw new Error(`venue state ${state.status}`);
  const { menu } = state;
  expect(menu.name).toBe("Saffron & Sand");
  expect(menu.theme_data).toEqual({});
  expect(menu.logo_image).toEqual({ logo: null });
  expect(menu.home_view_format).toBe(1);
  expect(menu.enable_language_header).toBe(false);
  expect(menu.gtm_id).toBeNull();
  expect(menu.ui_strings.ui_str_qty).toBeUndefined();
  expect(menu.ui_strings.ui_str_cart_item_added).toBe("Added to your order");
  expect(menu.variations.every((variation) => variation.max_choices_allowed === 0)).toBe(true);
  const flatWhite = menu.categories.flatMap((category) => category.products).find((product) => product.id === 212);
  // What ordering needs is kept as sent: the name, the price, the variation entries.
  expect(flatWhite).toMatchObject({ name: "Flat white", price: 22, recommend: false, small_description: "", pos_available_qty: null });
  expect(flatWhite?.product_variations.length).toBeGreaterThan(0);
  expect(flatWhite?.images[0]).toMatchObject({ image_width: null });

  expect(warnings).toHaveLength(ODD_FIELD_PATHS.length);
  for (const field of ODD_FIELD_PATHS)
    expect(warnings).toContainEqual(expect.stringMatching(new RegExp(`^menu: ${field.replace(/[.[\]]/g, "\\$&")} received `)));
  // The path and the type, never the value.
  expect(warnings.join("\n")).not.toMatch(/dark|logo\.svg|grid|plenty|wide/);
});

test("the venue API's import refuses the same odd fields", () => {
  const parsed = venueFile.safeParse({ ...demo, menu: withOddFields(demo.menu) });
  expect(parsed.success).toBe(false);
  const paths = new Set(parsed.error?.issues.map((issue) => issue.path.filter((key) => typeof key === "string").join(".")));
  for (const field of ["menu.theme_data", "menu.logo_image", "menu.categories.hidden_image", "menu.categories.products.recommend"]) {
    expect(paths.has(field)).toBe(true);
  }
});
