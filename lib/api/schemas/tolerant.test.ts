import { z } from "zod";
import { sizedImage } from "./common";
import { category } from "./category";
import { formField, formFieldOption, menuForm } from "./form";
import { menu, menuAnswer, page, promotion, tax } from "./menu";
import { menuSection } from "./menu-section";
import { comboGroup, comboProduct, product, productImage, productVariationEntry, property, variationDefinition } from "./product";
import { sampleMenu, sampleProduct } from "./test-fixtures";
import { readTolerantly, tolerant, type ToleranceWarning } from "./tolerant";

// Issue 11 item 14: one odd field of the menu answer must not take the whole venue down.

/** Values of every JSON type: for each field, the first its schema refuses as a whole is the odd one. */
const ODD_VALUES: unknown[] = [["odd"], "odd text", 12345, true, { odd: true }];

function collect() {
  const warnings: ToleranceWarning[] = [];
  return { warnings, sink: (warning: ToleranceWarning) => warnings.push(warning) };
}

function oddValueFor(field: z.ZodType): unknown {
  const odd = ODD_VALUES.find((value) => {
    const parsed = field.safeParse(value);
    return !parsed.success && parsed.error.issues.some((issue) => issue.path.length === 0);
  });
  if (odd === undefined) throw new Error("no odd value for this field");
  return odd;
}

const entities: { name: string; schema: z.ZodObject; sample: Record<string, unknown>; strict: string[] }[] = [
  {
    name: "menu",
    schema: menu,
    sample: sampleMenu,
    strict: [
      "id",
      "license",
      "license_status",
      "opening_hours",
      "closing_rules",
      "categories",
      "variations",
      "taxes",
      "currency",
      "alt_currency_exchange_rate",
      "display_prices_with_tax",
      "cart_subtotal_include_tax",
      "promotion_on_load",
      "checkout_terms",
      "default_language",
      "languages",
    ],
  },
  { name: "category", schema: category, sample: { ...sampleMenu.categories[0] }, strict: ["id", "parent", "products", "category_hours"] },
  {
    name: "product",
    schema: product,
    sample: sampleProduct,
    strict: ["id", "name", "price", "discount", "product_variations", "combo_groups", "product_hours", "category"],
  },
  {
    name: "product variation entry",
    schema: productVariationEntry,
    sample: { ...sampleProduct.product_variations[0] },
    strict: ["variation", "variation_value", "price", "math_operator"],
  },
  { name: "variation", schema: variationDefinition, sample: { ...sampleMenu.variations[0] }, strict: ["id", "values"] },
  { name: "combo group", schema: comboGroup, sample: { id: 1, name: "Drink", products: [] }, strict: ["id", "products"] },
  {
    name: "combo product",
    schema: comboProduct,
    sample: { id: 2, name: "Cola", increase_price_by: "1.000", product_variations: [] },
    strict: ["id", "name", "increase_price_by", "product_variations"],
  },
  { name: "tax", schema: tax, sample: { ...sampleMenu.taxes[0] }, strict: ["id", "type", "rate"] },
  { name: "page", schema: page, sample: { ...sampleMenu.pages[0] }, strict: ["id"] },
  { name: "promotion", schema: promotion, sample: { ...sampleMenu.promotions[0] }, strict: ["id"] },
  { name: "property", schema: property, sample: { ...sampleMenu.properties[0] }, strict: ["id"] },
  { name: "product image", schema: productImage, sample: { image: "p.jpg", image_width: 600, image_height: 400 }, strict: [] },
  { name: "sized image", schema: sizedImage, sample: { image: "d.jpg", width: 300, height: 300 }, strict: [] },
  { name: "form", schema: menuForm, sample: { ...sampleMenu.forms[0] }, strict: ["id"] },
  { name: "form field", schema: formField, sample: { type: "text", name: "email", label: "Email" }, strict: ["type"] },
  { name: "form field option", schema: formFieldOption, sample: { label: "Yes", value: "yes" }, strict: ["value"] },
  { name: "menu section", schema: menuSection, sample: { minimum_order_amount: "25.000" }, strict: [] },
];

describe.each(entities)("the $name, read tolerantly", ({ name, schema, sample, strict }) => {
  const keys = Object.keys(schema.shape);

  it("lists as strict only fields the schema has", () => {
    expect(keys).toEqual(expect.arrayContaining(strict));
  });

  it.each(keys.filter((key) => !strict.includes(key)))("%s: an odd value is read as its default, with one warning", (key) => {
    const odd = oddValueFor(schema.shape[key] as z.ZodType);
    const { warnings, sink } = collect();
    const read = readTolerantly(schema, { ...sample, [key]: odd }, name, sink);
    const absent = schema.parse({ ...sample, [key]: undefined }) as Record<string, unknown>;
    expect(read.success).toBe(true);
    expect((read.data as Record<string, unknown>)[key]).toEqual(absent[key]);
    expect(warnings).toEqual([{ subject: name, path: key, received: [Array.isArray(odd) ? "array" : typeof odd], count: 1 }]);
    // The venue API validating an import reads the same value strictly.
    expect(schema.safeParse({ ...sample, [key]: odd }).success).toBe(false);
  });

  it.each(strict.length ? strict : ["(none)"])("%s: an odd value still fails", (key) => {
    if (key === "(none)") return;
    const { warnings, sink } = collect();
    const read = readTolerantly(schema, { ...sample, [key]: { odd: true } }, name, sink);
    expect(read.success).toBe(false);
    expect(warnings).toEqual([]);
  });
});

describe("reading a whole menu tolerantly", () => {
  const products = [1, 2, 3].map((id) => ({ ...sampleProduct, id, hidden_title: "yes" }));
  const odd = {
    ...sampleMenu,
    enable_search: "true",
    ui_strings: { ui_str_add_to_cart: "Add", ui_str_qty: 2 },
    categories: [{ ...sampleMenu.categories[0], products, fullwidth: [] }],
  };

  it("warns once per field path, however many products carry it, with the type and never the value", () => {
    const { warnings, sink } = collect();
    const read = readTolerantly(menu, odd, "menu", sink);
    expect(read.success).toBe(true);
    expect(warnings).toHaveLength(4);
    expect(warnings).toEqual(
      expect.arrayContaining([
        { subject: "menu", path: "enable_search", received: ["string"], count: 1 },
        { subject: "menu", path: "ui_strings.ui_str_qty", received: ["number"], count: 1 },
        { subject: "menu", path: "categories[].fullwidth", received: ["array"], count: 1 },
        { subject: "menu", path: "categories[].products[].hidden_title", received: ["string"], count: 3 },
      ]),
    );
    expect(JSON.stringify(warnings)).not.toContain("yes");
  });

  it("keeps every good value and reads each odd one as its default", () => {
    const read = readTolerantly(menu, odd, "menu", () => undefined);
    if (!read.success) throw read.error;
    expect(read.data.enable_search).toBe(false);
    expect(read.data.ui_strings).toEqual({ ui_str_add_to_cart: "Add" });
    expect(read.data.categories[0]?.fullwidth).toBe(false);
    expect(read.data.categories[0]?.products.map((entry) => [entry.id, entry.hidden_title, entry.price])).toEqual([
      [1, false, 12.5],
      [2, false, 12.5],
      [3, false, 12.5],
    ]);
  });

  it("fails on a strict field deep inside, reporting it and warning nothing", () => {
    const { warnings, sink } = collect();
    const broken = { ...odd, categories: [{ ...odd.categories[0], products: [{ ...sampleProduct, price: "twelve" }] }] };
    const read = readTolerantly(menu, broken, "menu", sink);
    expect(read.success).toBe(false);
    expect(read.error?.issues.some((issue) => issue.path.join(".") === "categories.0.products.0.price")).toBe(true);
    expect(warnings).toEqual([]);
  });

  it("reads a form field's odd label where it is inside form_data sent as a list", () => {
    const { warnings, sink } = collect();
    const forms = [{ ...sampleMenu.forms[0], form_data: [{ type: "text", name: "email", label: 5 }] }];
    const read = readTolerantly(menu, { ...sampleMenu, forms }, "menu", sink);
    expect(read.success && read.data.forms[0]?.form_data[0]).toMatchObject({ type: "text", name: "email", label: "" });
    expect(warnings.map((warning) => [warning.path, warning.received])).toEqual([["forms[].form_data[].label", ["number"]]]);
  });

  it("reads form_data sent as JSON text with an odd field as no fields: the text cannot be repaired in place", () => {
    const { warnings, sink } = collect();
    const forms = [{ ...sampleMenu.forms[0], form_data: JSON.stringify([{ type: "text", name: "email", label: 5 }]) }];
    const read = readTolerantly(menu, { ...sampleMenu, forms }, "menu", sink);
    expect(read.success && read.data.forms[0]?.form_data).toEqual([]);
    expect(warnings.map((warning) => [warning.path, warning.received])).toEqual([["forms[].form_data", ["string"]]]);
  });

  it("is what the API client's menu answer does, logging to the server's console", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const parsed = menuAnswer.parse({ ...sampleMenu, enable_order: "1" });
      expect(parsed.enable_order).toBe(false);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toBe("menu: enable_order received string; read as its default");
    } finally {
      warn.mockRestore();
    }
  });
});

test("a tolerant field needs a default for an absent value", () => {
  expect(() => tolerant(z.string())).toThrow("needs a default");
});
