import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { FORM_FIELD_TYPES, type FormField } from "@/lib/api/schemas/form";
import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import { SPECIAL_CATEGORY_TYPES } from "@/lib/api/schemas/category";
import type { Language } from "@/lib/domain/language";
import { coupons, deliveryZones, employees, geofences, tableSections, venueDomains, venues, venueTables, wallets } from "../db/schema";
import { startTestApi, type TestApi } from "../test/harness";
import { isTranslations, localise } from "../venue/localise";
import { venueFile, type VenueFile } from "../venue/venue-file";
import { SEED_DIR, seedDemoVenues } from "./seed";

const PUBLIC = path.join(process.cwd(), "public");
const read = (name: string): VenueFile => venueFile.parse(JSON.parse(readFileSync(path.join(SEED_DIR, `${name}.json`), "utf8")));
const inLanguage = (file: VenueFile, language: Language): Menu => menuSchema.parse(localise(file.menu, language, file.default_language));

/** Every value of the stored document, depth first, with the translation objects as leaves (and their texts after them). */
function leaves(value: unknown, out: unknown[] = []): unknown[] {
  out.push(value);
  if (isTranslations(value)) {
    out.push(...Object.values(value));
    return out;
  }
  if (Array.isArray(value)) value.forEach((item) => leaves(item, out));
  else if (typeof value === "object" && value !== null) Object.values(value).forEach((item) => leaves(item, out));
  return out;
}
const MEDIA = /\.(svg|png|jpe?g|webp|webm|mp4)$/;
const svgSize = (file: string) => {
  const root = /<svg\b[^>]*>/.exec(readFileSync(file, "utf8"))?.[0] ?? "";
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(root)?.[1];
  return { width: Number(attribute("width")), height: Number(attribute("height")), viewBox: attribute("viewBox") };
};

const demo = read("demo");
const partner = read("partner");
const en = inLanguage(demo, "en");
const products = en.categories.flatMap((category) => category.products);
const fields: FormField[] = en.forms.flatMap((form) => form.form_data);
const productVariations = products.flatMap((product) => product.product_variations);

describe("the demo venue files", () => {
  it.each([
    ["demo", demo],
    ["partner", partner],
  ])("%s: every text is translated into every venue language", (_, file) => {
    const codes = file.languages.map((language) => language.code);
    const texts = leaves(file.menu).filter(isTranslations);
    expect(texts.length).toBeGreaterThan(30);
    for (const text of texts) {
      expect(Object.keys(text).sort()).toEqual([...codes].sort());
      expect(Object.values(text).every((value) => value.trim() !== "")).toBe(true);
      // A picture given per language (the promotions' artwork) is a file in that language's folder.
      if (MEDIA.test(text.en ?? "")) for (const [code, url] of Object.entries(text)) expect(url).toContain(`/${code}/`);
      else expect(text.ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("serves demo in en, ar and at least two more languages, en by default", () => {
    const codes = demo.languages.map((language) => language.code);
    expect(codes).toEqual(expect.arrayContaining(["en", "ar"]));
    expect(codes.length).toBeGreaterThanOrEqual(4);
    expect(demo.default_language).toBe("en");
    expect(inLanguage(demo, "de").categories[0]?.name).toBe("Frühstück");
    expect(inLanguage(demo, "fr").taxes[0]?.name).toBe("TVA 5 %");
    expect(inLanguage(demo, "ar").name).toBe("الزعفران والرمل");
  });

  it.each([
    ["demo", demo],
    ["partner", partner],
  ])("%s: every picture and video is a local file under public/", (_, file) => {
    const urls = leaves(file.menu).filter((value): value is string => typeof value === "string" && MEDIA.test(value));
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) {
      expect(url).toMatch(/^\/demo\//);
      expect(existsSync(path.join(PUBLIC, url))).toBe(true);
    }
  });

  it("draws every SVG with explicit width, height and viewBox, and states product image sizes truly", () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    const svgs = walk(path.join(PUBLIC, "demo")).filter((file) => file.endsWith(".svg"));
    expect(svgs.length).toBeGreaterThan(60);
    for (const file of svgs) {
      const size = svgSize(file);
      expect(size.width).toBeGreaterThan(0);
      expect(size.height).toBeGreaterThan(0);
      expect(size.viewBox).toMatch(/^0 0 \d+ \d+$/);
    }
    for (const image of products.flatMap((product) => product.images)) {
      const size = svgSize(path.join(PUBLIC, image.image ?? ""));
      expect([image.image_width, image.image_height]).toEqual([size.width, size.height]);
    }
  });
});

describe("the demo venue shows every feature of the specification", () => {
  const byId = new Map(en.categories.map((category) => [category.id, category]));

  it("enables every order type and the ordering options", () => {
    expect([en.enable_delivery, en.enable_takeaway, en.enable_dine_in, en.enable_drive_thru, en.enable_order]).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(en).toMatchObject({
      enable_payment_type: true,
      enable_cash: true,
      enable_card_machine: true,
      payment_enabled: true,
      enable_coupons: true,
      enable_order_comments: true,
      enable_order_email: true,
      enable_order_phone: true,
      enable_delivery_datetime: true,
      enable_tips: true,
      enable_order_geofence: true,
      enable_whatsapp_order: true,
      menu_country: "AE",
      minimum_order_amount: 30,
      timezone: "Asia/Dubai",
      currency: "AED",
      price_decimal_places: 2,
      enable_alt_currency: true,
      alt_currency: "USD",
      alt_currency_exchange_rate: 0.2723,
      qr_app_version: "1.9.60",
      outlet_latitude: 25.1972,
      outlet_longitude: 55.2744,
    });
    expect(en.whatsapp_number).toMatch(/^\+971/);
  });

  it("uses every view_format, subcategories and each special category type", () => {
    expect(new Set(en.categories.map((category) => category.view_format))).toEqual(new Set([1, 2, 3, 4]));
    const children = en.categories.filter((category) => category.parent !== null);
    expect(children.length).toBeGreaterThanOrEqual(2);
    for (const child of children) expect(byId.get(child.parent ?? -1)?.products).toEqual([]);
    for (const type of SPECIAL_CATEGORY_TYPES) {
      const special = en.categories.find((category) => category.special_category_type === type);
      expect(special?.enable_special_category).toBe(true);
      expect(special?.special_category_display_categories.length).toBeGreaterThan(0);
      for (const id of special?.special_category_display_categories ?? []) expect(byId.has(id)).toBe(true);
    }
  });

  it("opens on the menu-first home (issue 28 item 2) with a popular row of in-stock recommended dishes", () => {
    expect(en.enable_menu_first).toBe(true);
    expect(products.filter((product) => product.recommend && !product.out_of_stock).length).toBeGreaterThanOrEqual(3);
  });

  it("has single and multiple choice variations, required and limited, adding and subtracting", () => {
    expect(en.variations.some((variation) => !variation.multiple && variation.required)).toBe(true);
    expect(en.variations.some((variation) => !variation.multiple && !variation.required)).toBe(true);
    expect(en.variations.some((variation) => variation.multiple && variation.max_choices_allowed > 0)).toBe(true);
    expect(en.variations.some((variation) => variation.multiple && variation.required)).toBe(true);
    expect(productVariations.some((entry) => entry.math_operator === "subtract" && entry.price > 0)).toBe(true);
    expect(productVariations.some((entry) => entry.math_operator === "add" && entry.price > 0)).toBe(true);
    const values = new Set(en.variations.flatMap((variation) => variation.values.map((value) => `${variation.id}:${value.id}`)));
    for (const entry of productVariations) expect(values.has(`${entry.variation}:${entry.variation_value}`)).toBe(true);
  });

  it("has combos whose choices are menu products, some costing extra, one out of stock", () => {
    const combos = products.filter((product) => product.enable_combo);
    expect(combos.length).toBeGreaterThanOrEqual(2);
    const choices = combos.flatMap((combo) => combo.combo_groups.flatMap((group) => group.products));
    expect(choices.some((choice) => choice.increase_price_by > 0)).toBe(true);
    expect(choices.some((choice) => choice.out_of_stock)).toBe(true);
    for (const choice of choices) expect(products.some((product) => product.id === choice.id)).toBe(true);
  });

  it("has properties with icons and products with every display and stock flag", () => {
    expect(en.properties.map((property) => property.name)).toEqual(
      expect.arrayContaining(["Vegan", "Spicy", "Gluten free", "Contains nuts"]),
    );
    for (const property of en.properties) expect(property.image.icon).toMatch(/^\/demo\/icons\/.+\.svg$/);
    for (const flag of ["recommend", "out_of_stock", "upsell_cart", "hidden_title", "hidden_image", "fullwidth", "disable_link"] as const) {
      expect(products.some((product) => product[flag])).toBe(true);
    }
    expect(products.some((product) => product.discount > 0)).toBe(true);
    expect(products.some((product) => product.pos_available_qty !== null)).toBe(true);
    expect(products.some((product) => product.price === 0)).toBe(en.enable_zero_price_item);
    expect(products.some((product) => product.video?.endsWith(".webm"))).toBe(true);
  });

  it("opens around the clock (so guests can order at any hour), closes once, and limits breakfast and the late-night category", () => {
    expect(en.opening_hours).toEqual([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from_hour: "00:00:00", to_hour: "00:00:00" })));
    expect(en.closing_rules).toHaveLength(1);
    const breakfast = products.filter((product) => product.product_hours.length > 0);
    expect(breakfast.length).toBeGreaterThanOrEqual(2);
    for (const product of breakfast)
      expect(product.product_hours).toContainEqual({ weekday: 3, from_hour: "12:00:00", to_hour: "07:00:00", disable_order: true });
    const lateNight = en.categories.find((category) => category.category_hours.length > 0);
    expect(lateNight?.category_hours).toContainEqual({ weekday: 5, from_hour: "07:00:00", to_hour: "21:00:00", disable_order: true });
    expect(lateNight?.category_hours).toContainEqual({ weekday: 5, from_hour: "21:00:00", to_hour: "00:00:00", disable_order: false });
  });

  it("has image and video promotions, one shown on load, a carousel category, info pages and the terms page", () => {
    const enabled = en.promotions.filter((promotion) => promotion.enable);
    expect(enabled.some((promotion) => promotion.video?.endsWith(".webm"))).toBe(true);
    expect(enabled.some((promotion) => promotion.video === null && promotion.image.product && promotion.image.retina)).toBe(true);
    expect(enabled.map((promotion) => promotion.id)).toContain(en.promotion_on_load);
    expect(en.categories.some((category) => category.products.length === 0 && category.promotions.length > 0)).toBe(true);
    expect(en.pages.find((page) => page.id === en.checkout_terms)?.content).toMatch(/^<h2>Terms of ordering<\/h2><ol>/);
    expect(en.pages.length).toBeGreaterThanOrEqual(2);
  });

  it("has forms using every field type, one on menu load and one geofenced", () => {
    expect(new Set(fields.map((field) => field.type))).toEqual(new Set(FORM_FIELD_TYPES));
    const texts = fields.filter((field) => field.type === "text").map((field) => field.subtype);
    expect(texts).toEqual(expect.arrayContaining(["text", "email", "tel"]));
    expect(fields).toContainEqual(expect.objectContaining({ type: "number", min: 1, max: 20, step: 1 }));
    expect(fields).toContainEqual(expect.objectContaining({ type: "select", multiple: true }));
    expect(fields).toContainEqual(expect.objectContaining({ type: "select", multiple: false }));
    expect(fields).toContainEqual(expect.objectContaining({ type: "radio-group", other: true }));
    expect(fields).toContainEqual(expect.objectContaining({ type: "checkbox-group", other: true }));
    expect(fields).toContainEqual(expect.objectContaining({ type: "checkbox", toggle: true }));
    expect(fields).toContainEqual(expect.objectContaining({ type: "starRating", placeholder: "5" }));
    expect(en.forms.some((form) => form.enable_geofence)).toBe(true);
  });

  it("leads a guest from the landing to the menu: no form stands in for Open Menu, the welcome form stays in the drawer (issue 28 item 11)", () => {
    expect(en.forms.filter((form) => form.display_on_menu_load)).toEqual([]);
    expect(en.forms.find((form) => form.id === 1)).toMatchObject({ name: "Welcome to Saffron & Sand", enable: true });
  });

  it("draws each promotion's words in the screen's language, script and direction (issue 28 item 11)", () => {
    const words = (url: string) =>
      [...readFileSync(path.join(PUBLIC, url), "utf8").matchAll(/<(?:text|title)\b[^>]*>([^<]+)</g)].map((match) => match[1] ?? "");
    for (const { code } of demo.languages) {
      const menu = inLanguage(demo, code);
      for (const promotion of menu.promotions) {
        for (const url of [promotion.image.product, promotion.image.retina]) {
          expect(url).toMatch(new RegExp(`^/demo/promotions/${code}/[a-z-]+(@2x)?\\.svg$`));
          const svg = readFileSync(path.join(PUBLIC, url ?? ""), "utf8");
          expect(svg).toContain(`xml:lang="${code}"`);
          expect(svg.includes('direction="rtl"')).toBe(code === "ar");
          for (const text of words(url ?? "")) {
            if (code === "ar") expect(text).not.toMatch(/[A-Za-z]/);
            else expect(text).not.toMatch(/[\u0600-\u06FF]/);
          }
        }
        expect(words(promotion.image.product ?? "")).toContain(promotion.title);
      }
    }
  });

  it("shows the features beyond the specification a guest can try: My orders, the table tab, quick add (issue 28 item 12)", () => {
    expect(en).toMatchObject({ enable_my_orders: true, enable_table_tab: true, enable_quick_add: true });
    // The table tab is the tables' own: every table link of the demo belongs to a section.
    expect(demo.table_sections?.flatMap((section) => section.tables).length).toBeGreaterThan(0);
  });

  it("charges a percentage VAT and a fixed fee", () => {
    expect(en.taxes.map((tax) => [tax.type, tax.rate])).toEqual([
      ["percentage", 5],
      ["fixed", 2],
    ]);
  });

  it("has every kind of coupon, including the auto-applied code and an expired one", () => {
    const kinds = demo.coupons;
    const now = Date.now();
    const live = kinds.filter((coupon) => !coupon.valid_until || Date.parse(coupon.valid_until) > now);
    expect(live.some((coupon) => coupon.discount_value_type === "percentage" && coupon.max_discount_value !== null)).toBe(true);
    expect(live.some((coupon) => coupon.discount_value_type === "fixed" && coupon.discount_value > 0 && coupon.min_order_value > 0)).toBe(
      true,
    );
    expect(live.some((coupon) => coupon.products.length > 0)).toBe(true);
    expect(live.some((coupon) => coupon.categories.length > 0)).toBe(true);
    expect(live.some((coupon) => coupon.free_delivery)).toBe(true);
    expect(live.map((coupon) => coupon.code)).toContain(en.coupon_auto_apply);
    expect(kinds.some((coupon) => coupon.valid_until && Date.parse(coupon.valid_until) < now)).toBe(true);
    const ids = new Set(products.map((product) => product.id));
    for (const id of kinds.flatMap((coupon) => coupon.products)) expect(ids.has(id)).toBe(true);
  });
});

describe("the partner venue", () => {
  const menu = inLanguage(partner, "en");
  it("is an al_futtaim venue for dine-in and takeaway with wallets, employees and loyalty promotions", () => {
    expect(partner.languages.map((language) => language.code)).toEqual(["en", "ar"]);
    expect(menu).toMatchObject({
      id: 2,
      al_futtaim_enabled: true,
      enable_dine_in: true,
      enable_takeaway: true,
      enable_delivery: false,
      enable_drive_thru: false,
    });
    expect(menu.categories).toHaveLength(2);
    expect(menu.categories.flatMap((category) => category.products)).toHaveLength(8);
    expect(partner.partner?.wallets.map((wallet) => wallet.otp_secret)).toEqual([
      expect.stringMatching(/^[A-Z2-7]{32}$/),
      expect.stringMatching(/^[A-Z2-7]{32}$/),
    ]);
    expect(partner.partner?.employees.every((employee) => employee.employee_phone.startsWith("+971"))).toBe(true);
    expect(partner.partner?.loyalty_promotions).toHaveLength(2);
    expect([partner.payment_provider, partner.custom_domains]).toEqual(["ngenius", ["partner.localhost"]]);
  });

  it("opens around the clock, so a visitor in any time zone finds it open (issue 28 item 12)", () => {
    expect(menu.opening_hours).toEqual([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from_hour: "00:00:00", to_hour: "00:00:00" })));
    expect(menu.closing_rules).toEqual([]);
  });
});

describe("seedDemoVenues", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  }, 60_000);
  afterAll(() => api.close());

  it("imports both venues into a fresh database once, and nothing on a second run", async () => {
    expect(await seedDemoVenues(api.db)).toEqual(["demo", "partner"]);
    expect(await seedDemoVenues(api.db)).toEqual([]);
    const rows = await api.db
      .select({ id: venues.id, license: venues.license, provider: venues.paymentProvider })
      .from(venues)
      .orderBy(venues.id);
    expect(rows).toEqual([
      { id: 1, license: "demo", provider: "stripe" },
      { id: 2, license: "partner", provider: "ngenius" },
    ]);
  });

  it("stores the demo's coupons, zones, tables, rooms, geofence and domain", async () => {
    expect(await api.db.select({ code: coupons.code }).from(coupons).where(eq(coupons.venueId, 1))).toHaveLength(demo.coupons.length);
    const zones = await api.db.select({ fee: deliveryZones.fee }).from(deliveryZones).where(eq(deliveryZones.venueId, 1));
    expect(zones.map((zone) => zone.fee).sort()).toEqual(["10.000", "15.000", "5.000"]);
    const places = await api.db
      .select({ kind: venueTables.kind, number: venueTables.number })
      .from(venueTables)
      .where(eq(venueTables.venueId, 1));
    expect(
      places
        .filter((place) => place.kind === "table")
        .map((place) => Number(place.number))
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(places.filter((place) => place.kind === "room")).toHaveLength(10);
    const sections = await api.db
      .select({ minimum: tableSections.minimumOrderAmount })
      .from(tableSections)
      .where(eq(tableSections.venueId, 1));
    expect(sections.map((section) => section.minimum)).toContain("100.000");
    expect(await api.db.select({ radius: geofences.radiusMeters }).from(geofences).where(eq(geofences.venueId, 1))).toEqual([
      { radius: 300 },
    ]);
    // localhost too, so that `npm start` on a fresh machine shows the demo without any setting.
    const domains = await api.db.select({ domain: venueDomains.domain }).from(venueDomains).where(eq(venueDomains.venueId, 1));
    expect(domains.map((row) => row.domain).sort()).toEqual(["127.0.0.1", "demo.localhost", "localhost"]);
  });

  it("stores the partner's wallets and employee ids", async () => {
    const secrets = await api.db.select({ secret: wallets.otpSecret }).from(wallets).where(eq(wallets.venueId, 2));
    expect(secrets.map((row) => row.secret)).toEqual(partner.partner?.wallets.map((wallet) => wallet.otp_secret));
    expect(await api.db.select({ id: employees.employeeId }).from(employees).where(eq(employees.venueId, 2))).toHaveLength(2);
  });
});
