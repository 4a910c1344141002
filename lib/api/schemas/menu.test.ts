import { menu } from "./menu";
import { sampleMenu, sampleProduct } from "./test-fixtures";

const parsed = menu.parse(sampleMenu);

describe("menu answer (GET /{lang}/api/menu/{license}/)", () => {
  it("reads a realistic answer, decimals as numbers", () => {
    expect(parsed.license_status).toBe("ACTIVE");
    expect(parsed.minimum_order_amount).toBe(30);
    expect(parsed.alt_currency_exchange_rate).toBe(0.272294);
    expect(parsed.outlet_latitude).toBe(25.204849);
    expect(parsed.taxes).toEqual([
      { id: 1, name: "VAT", type: "percentage", rate: 5 },
      { id: 2, name: "Service", type: "fixed", rate: 1.5 },
    ]);
  });

  it("gives the specification's defaults where the answer is silent or null", () => {
    expect(parsed.timezone).toBe("Asia/Dubai");
    expect(parsed.price_decimal_places).toBe(2);
    expect(parsed.enable_takeaway).toBe(false);
    expect(parsed.enable_search).toBe(false);
    expect(parsed.skip_onboarding_screen).toBe(false);
    expect(parsed.home_view_format).toBe(1);
    expect(parsed.desktop_image).toBeNull();
    expect(parsed.whatsapp_number).toBeNull();
    expect(parsed.isOpen).toBeNull();
  });

  it("parses a minimal answer into a complete menu", () => {
    const minimal = menu.parse({ id: 1, license: "x", license_status: "ACTIVE" });
    expect(minimal.categories).toEqual([]);
    expect(minimal.forms).toEqual([]);
    expect(minimal.ui_strings).toEqual({});
    expect(minimal.logo_image).toEqual({ logo: null });
    expect(minimal.languages).toEqual([]);
    expect(minimal.default_language).toBeNull();
    expect(minimal.addtocart_redirect).toBeNull();
  });

  it("drops unset ui_strings and theme_data entries so lookups fall to their defaults", () => {
    expect(parsed.ui_strings).toEqual({ ui_str_add_to_cart: "Add To Cart" });
    expect(parsed.theme_data).toEqual({ header_bg_color: "#0b9f93", cart_screen_font_size: 14 });
  });

  it("keeps the ordering flags of 001 section 1", () => {
    expect(parsed.payment_enabled).toBe(true);
    expect(parsed.enable_coupons).toBe(true);
    expect(parsed.enable_cash).toBe(false);
    expect(parsed.coupon_auto_apply).toBe("WELCOME10");
    expect(parsed.checkout_terms).toBe(9);
  });

  it("keeps only languages the app supports, reading zh_hans as zh-hans", () => {
    expect(parsed.languages.map((language) => language.code)).toEqual(["en", "ar", "zh-hans"]);
  });

  it("reads a category with its products, hours and references as ids", () => {
    const [grills] = parsed.categories;
    expect(grills?.view_format).toBe(3);
    expect(grills?.special_category_type).toBeNull();
    expect(grills?.external_link).toBeNull();
    expect(grills?.promotions).toEqual([5]);
    expect(grills?.category_hours).toEqual([{ weekday: 7, from_hour: "18:00:00", to_hour: "24:00:00", disable_order: true }]);
    const product = grills?.products[0];
    expect(product?.price).toBe(12.5);
    expect(product?.discount).toBe(10);
    expect(product?.properties).toEqual([3, 4]);
    expect(product?.product_hours[0]?.to_hour).toBe("15:00:00");
    expect(product?.product_variations.map((entry) => [entry.price, entry.math_operator])).toEqual([
      [2, "add"],
      [1.25, "subtract"],
    ]);
    expect(product?.combo_groups).toEqual([]);
    expect(product?.pos_available_qty).toBeNull();
    expect(product).not.toHaveProperty("created_by");
  });

  it("reads form_data sent as the form builder's JSON text", () => {
    expect(parsed.forms[0]?.form_data[0]).toMatchObject({ type: "text", subtype: "email", label: "Email", required: true });
  });

  it("reads variations, properties and promotions", () => {
    expect(parsed.variations[0]).toMatchObject({ id: 7, required: true, multiple: false, max_choices_allowed: 0 });
    expect(parsed.properties[1]).toEqual({ id: 4, name: "Spicy", image: { icon: null } });
    expect(parsed.promotion_on_load).toBe(5);
    expect(parsed.promotions[0]?.image).toEqual({ product: "p.jpg", retina: "p@2x.jpg" });
  });

  it("rejects values that would change a price or a rule", () => {
    const withProduct = (change: object) => ({
      ...sampleMenu,
      categories: [{ id: 11, name: "Grills", products: [{ ...sampleProduct, ...change }] }],
    });
    expect(
      menu.safeParse(withProduct({ product_variations: [{ variation: 7, variation_value: 71, price: "2", math_operator: "multiply" }] }))
        .success,
    ).toBe(false);
    expect(menu.safeParse(withProduct({ price: "twelve" })).success).toBe(false);
    expect(menu.safeParse(withProduct({ discount: 150 })).success).toBe(false);
    expect(menu.safeParse(withProduct({ product_hours: [{ weekday: 8, from_hour: "10:00:00", to_hour: "12:00:00" }] })).success).toBe(
      false,
    );
    expect(menu.safeParse({ ...sampleMenu, taxes: [{ id: 1, name: "VAT", type: "vat", rate: 5 }] }).success).toBe(false);
    expect(menu.safeParse({ ...sampleMenu, addtocart_redirect: "home" }).success).toBe(false);
    expect(menu.safeParse({ ...sampleMenu, closing_rules: [{ start: "soon", end: "later" }] }).success).toBe(false);
  });

  it("reads an absent math operator as 'add'", () => {
    const product = menu.parse({
      id: 1,
      categories: [{ id: 2, products: [{ id: 3, product_variations: [{ variation: 1, variation_value: 2, price: "1.000" }] }] }],
    }).categories[0]?.products[0];
    expect(product?.product_variations[0]?.math_operator).toBe("add");
  });
});
