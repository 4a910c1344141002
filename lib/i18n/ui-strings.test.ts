import fc from "fast-check";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import {
  UI_STRING_EXTRA_TARGETS,
  UI_STRING_KEYS,
  applyUiStrings,
  escapeIcu,
  topLevelArguments,
  uiStringTargets,
  venueTextToIcu,
  type Messages,
} from "./ui-strings";

const catalogue: Messages = en;

/** Venue text made mostly of ICU syntax characters, where escaping mistakes show. */
const icuHeavyText = fc.string({ unit: fc.constantFrom("'", "{", "}", "<", ">", "/", "#", "|", ",", "a", " "), minLength: 1 });

function render(messages: Messages, path: string, values?: Record<string, string | number>): string {
  const t = createTranslator({ locale: "en", messages });
  // The translator is typed for literal keys; the paths under test come from the override tables.
  return (t as unknown as (key: string, values?: Record<string, string | number>) => string)(path, values);
}

function lookup(messages: Messages, path: string): unknown {
  let node: unknown = messages;
  for (const segment of path.split(".")) {
    node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[segment] : undefined;
  }
  return node;
}

describe("UI_STRING_KEYS", () => {
  it("covers every ui_str key the catalogue specification lists", () => {
    const listed = [
      "ui_str_discount",
      "ui_str_out_of_stock",
      "ui_str_add_to_cart",
      "ui_str_select_variations",
      "ui_str_required",
      "ui_str_choose_upto_options",
      "ui_str_qty",
      "ui_str_input_qty",
      "ui_str_save",
      "ui_str_continue_shopping",
      "ui_str_feedback_submit",
      "ui_str_feedback_submitting",
      "ui_str_feedback_submission_error",
      "ui_str_error_adding_to_order",
      "ui_str_order_active_table",
      "ui_str_cart_item_added",
    ];
    for (const key of listed) expect(Object.keys(UI_STRING_KEYS)).toContain(key);
    expect(Object.keys(UI_STRING_KEYS).some((key) => key.startsWith("ui_str_geo_"))).toBe(true);
  });

  it("targets only existing string messages in en.json", () => {
    const all = Object.keys(UI_STRING_KEYS).flatMap((key) => uiStringTargets(key));
    for (const path of all) expect([path, typeof lookup(catalogue, path)]).toEqual([path, "string"]);
  });

  it("has extra targets only for known keys and never two keys for one message", () => {
    for (const key of Object.keys(UI_STRING_EXTRA_TARGETS)) expect(Object.keys(UI_STRING_KEYS)).toContain(key);
    const all = Object.keys(UI_STRING_KEYS).flatMap((key) => uiStringTargets(key));
    expect(new Set(all).size).toBe(all.length);
  });

  it("keeps the specification's default texts behind the overridable keys", () => {
    expect(lookup(catalogue, UI_STRING_KEYS.ui_str_order_active_table ?? "")).toBe("Active order on this table");
    expect(lookup(catalogue, UI_STRING_KEYS.ui_str_cart_item_added ?? "")).toBe("Item added to cart");
    expect(lookup(catalogue, UI_STRING_KEYS.ui_str_error_adding_to_order ?? "")).toBe("Error adding item");
    expect(lookup(catalogue, UI_STRING_KEYS.ui_str_feedback_submission_error ?? "")).toBe(
      "There was an error submitting the form. Please try again.",
    );
    expect(lookup(catalogue, UI_STRING_KEYS.ui_str_order_submit_error ?? "")).toBe(
      "There was an error sending this order. Please try again later.",
    );
    expect(lookup(catalogue, UI_STRING_KEYS.ui_str_continue_shopping ?? "")).toBe("Back To Menu");
    expect(lookup(catalogue, UI_STRING_KEYS.ui_str_geo_locating ?? "")).toBe("Locating you…");
  });
});

describe("uiStringTargets", () => {
  it("lists the primary path first, then the other screens", () => {
    expect(uiStringTargets("ui_str_out_of_stock")).toEqual([
      "Product.outOfStock",
      "Category.outOfStock",
      "VariationModal.outOfStock",
      "Cart.outOfStock",
    ]);
    expect(uiStringTargets("ui_str_cart_item_added")).toEqual(["Toasts.itemAddedToCart"]);
  });

  it("is empty for unknown keys and for inherited object properties", () => {
    expect(uiStringTargets("ui_str_unknown")).toEqual([]);
    expect(uiStringTargets("toString")).toEqual([]);
  });
});

describe("applyUiStrings", () => {
  it("overrides the toast texts (ui_str_order_active_table, ui_str_cart_item_added)", () => {
    const out = applyUiStrings(catalogue, {
      ui_str_order_active_table: "طلب نشط على هذه الطاولة",
      ui_str_cart_item_added: "Added!",
    });
    expect(render(out, "Toasts.activeOrderOnTable")).toBe("طلب نشط على هذه الطاولة");
    expect(render(out, "MergeDialog.title")).toBe("طلب نشط على هذه الطاولة");
    expect(render(out, "Toasts.itemAddedToCart")).toBe("Added!");
  });

  it("changes every screen showing Out of Stock", () => {
    const out = applyUiStrings(catalogue, { ui_str_out_of_stock: "Sold out" });
    for (const path of uiStringTargets("ui_str_out_of_stock")) expect(render(out, path)).toBe("Sold out");
  });

  it("labels the discount badge on cards and product pages with ui_str_discount (10% AUDOFF)", () => {
    const out = applyUiStrings(catalogue, { ui_str_discount: "AUDOFF" });
    expect(render(out, "Category.discountPercent", { percent: "10" })).toBe("10% AUDOFF");
    expect(render(out, "Category.discount")).toBe("AUDOFF");
    const placed = applyUiStrings(catalogue, { ui_str_discount: "{percent}% weniger" });
    expect(render(placed, "Category.discountPercent", { percent: "10" })).toBe("10% weniger");
  });

  it("does not change the input catalogue and shares untouched namespaces", () => {
    const before = JSON.stringify(catalogue);
    const out = applyUiStrings(catalogue, { ui_str_save: "Keep" });
    expect(JSON.stringify(catalogue)).toBe(before);
    expect(out).not.toBe(catalogue);
    expect(out.Cart).toBe(catalogue.Cart);
    expect(render(out, "QuantityModal.save")).toBe("Keep");
  });

  it("ignores empty, blank, non-string and unknown overrides", () => {
    const out = applyUiStrings(catalogue, {
      ui_str_save: "",
      ui_str_qty: "   ",
      ui_str_required: null,
      ui_str_discount: 5,
      ui_str_not_a_key: "x",
      constructor: "x",
    });
    expect(out).toBe(catalogue);
    expect(applyUiStrings(catalogue, null)).toBe(catalogue);
    expect(applyUiStrings(catalogue, undefined)).toBe(catalogue);
  });

  it("trims the venue text", () => {
    const out = applyUiStrings(catalogue, { ui_str_add_to_cart: "  Add  " });
    expect(render(out, "Product.addToCart")).toBe("Add");
  });

  it("skips a target the given catalogue lacks instead of creating it", () => {
    const partial: Messages = { Toasts: { itemAddedToCart: "Item added to cart" } };
    const out = applyUiStrings(partial, { ui_str_out_of_stock: "Sold out", ui_str_cart_item_added: "Ok" });
    expect(out).toEqual({ Toasts: { itemAddedToCart: "Ok" } });
  });

  it("shows braces, apostrophes and tags in venue text literally", () => {
    const text = "Don't {panic} <b>now</b> '{x}' #1";
    const out = applyUiStrings(catalogue, { ui_str_cart_item_added: text });
    expect(render(out, "Toasts.itemAddedToCart")).toBe(text);
  });

  it("appends the amount to the minimum order text ('Minimum order amount required' followed by the amount)", () => {
    expect(render(catalogue, "Cart.minimumOrder", { amount: "AED 25.00" })).toBe("Minimum order amount required AED 25.00");
    const out = applyUiStrings(catalogue, { ui_str_minimum_order_amount: "الحد الأدنى للطلب" });
    expect(render(out, "Cart.minimumOrder", { amount: "AED 25.00" })).toBe("الحد الأدنى للطلب AED 25.00");
    expect(render(out, "Checkout.minimumOrder", { amount: "AED 25.00" })).toBe("الحد الأدنى للطلب AED 25.00");
  });

  it("keeps {n} in 'Choose upto {n} options' overrides", () => {
    expect(render(catalogue, "Product.chooseUpto", { n: 3 })).toBe("Choose upto 3 options");
    const out = applyUiStrings(catalogue, { ui_str_choose_upto_options: "Pick at most {n}" });
    expect(render(out, "Product.chooseUpto", { n: 3 })).toBe("Pick at most 3");
    expect(render(out, "VariationModal.chooseUpto", { n: 2 })).toBe("Pick at most 2");
  });

  it("renders any override literally on argument-free messages (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ minLength: 1 }), icuHeavyText), (text) => {
        fc.pre(text.trim() !== "");
        const out = applyUiStrings(catalogue, { ui_str_geo_outside_area: text });
        expect(render(out, "LocationGate.outsideArea")).toBe(text.trim());
      }),
      { numRuns: 300 },
    );
  });

  it("renders any minimum-order override literally, followed by the amount (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ minLength: 1 }), icuHeavyText), (text) => {
        fc.pre(text.trim() !== "" && !/\{\s*amount\s*\}/.test(text));
        const out = applyUiStrings(catalogue, { ui_str_minimum_order_amount: text });
        expect(render(out, "Cart.minimumOrder", { amount: "QR 30.00" })).toBe(`${text.trim()} QR 30.00`);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps every {n} of a 'Choose upto {n} options' override as the number (property)", () => {
    const units = fc.constantFrom("'", "{", "}", "<", "{n}", "{a}", "a", " ");
    fc.assert(
      fc.property(fc.string({ unit: units, minLength: 1 }), (text) => {
        fc.pre(text.trim() !== "");
        const out = applyUiStrings(catalogue, { ui_str_choose_upto_options: text });
        const trimmed = text.trim();
        const expected = trimmed.includes("{n}") ? trimmed.replaceAll("{n}", "4") : `${trimmed} 4`;
        expect(render(out, "VariationModal.chooseUpto", { n: 4 })).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe("ICU helpers", () => {
  it("escapes ICU syntax characters", () => {
    expect(escapeIcu("it's {a} <b>")).toBe("it''s '{'a'}' '<'b>");
    expect(escapeIcu("<}'")).toBe("'<}'''");
    expect(escapeIcu("'{")).toBe("'''{'");
  });

  it("finds top-level argument names, not plural option texts", () => {
    expect(topLevelArguments("{label} requires minimum value of {min}")).toEqual(["label", "min"]);
    expect(topLevelArguments("Cart, {count, plural, =0 {no items} one {# item} other {# items}}")).toEqual(["count"]);
    expect(topLevelArguments("quoted '{x}' and {y}")).toEqual(["y"]);
    expect(topLevelArguments("It''s {a}")).toEqual(["a"]);
  });

  it("turns venue text into ICU keeping only known arguments", () => {
    expect(venueTextToIcu("Order {reference} {other}", ["reference"])).toBe("Order {reference} '{'other'}'");
    expect(venueTextToIcu("Minimum", ["amount"])).toBe("Minimum {amount}");
    // Found by the property test: "{a}" and "}'" were once escaped apart and their quotes merged.
    expect(venueTextToIcu("{a}}'", ["amount"])).toBe("'{'a'}}''' {amount}");
  });
});
