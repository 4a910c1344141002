/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { cartConfig } from "./cart-config";
import { chosenCombo, chosenVariations } from "./cart-line-choices";
import { thumbnailSources } from "./cart-line-thumbnail";
import { CartStatus } from "./cart-status";
import { PaymentRedirect } from "./payment-redirect";
import { demoMenu } from "./test-fixtures";
import { upsellProducts } from "./upsell-products";

// A Monday noon in Dubai: the demo venue is open (07:00 to midnight) and no category hours close.
const MONDAY_NOON = new Date("2026-11-23T12:00:00+04:00");

describe("cartConfig (the venue's part of the cart, from the demo menu)", () => {
  it("reads the demo venue's flags, minimum and auto coupon", () => {
    const config = cartConfig(demoMenu(), { licence: "demo", lang: "en", queryCoupon: null });
    expect(config).toMatchObject({
      menuId: 1,
      minimumOrderAmount: 30,
      autoCoupon: "HELLO5",
      enableCoupons: true,
      enableOrderComments: true,
      enableAddressGoogleMaps: false,
      enableOrderGeofence: true,
      defaultProductImage: "/demo/placeholder-product.svg",
      orderTypes: ["delivery", "takeaway", "dine_in", "drive_thru"],
      payment: { enable_payment_type: true, enable_cash: true, enable_card_machine: true, payment_enabled: true },
      trackingIds: { gtm_id: null, fb_pixel_id: null, ga_tracking_id: null, google_ads_id: null },
    });
    expect(config.catalogue[212]).toMatchObject({ price: 22, category: 21 });
  });

  it("takes ?c= before coupon_auto_apply (001 section 9: 'Coupon query parameter: c')", () => {
    expect(cartConfig(demoMenu(), { licence: "demo", lang: "en", queryCoupon: "save20" }).autoCoupon).toBe("SAVE20");
  });
});

describe("upsellProducts (001 section 2)", () => {
  it("lists the demo's upsell_cart products: iced Spanish latte, karak, frozen lemon mint, kunafa, luqaimat", () => {
    expect(upsellProducts(demoMenu(), MONDAY_NOON).map((product) => product.id)).toEqual([213, 221, 233, 601, 602]);
  });

  it("leaves out a product out of stock or in a category with an external link", () => {
    const menu = demoMenu();
    const desserts = menu.categories.find((category) => category.id === 6);
    const kunafa = desserts?.products.find((product) => product.id === 601);
    if (!desserts || !kunafa) throw new Error("demo menu changed");
    kunafa.out_of_stock = true;
    expect(upsellProducts(menu, MONDAY_NOON).map((product) => product.id)).toEqual([213, 221, 233, 602]);
    desserts.external_link = "https://example.com/desserts";
    expect(upsellProducts(menu, MONDAY_NOON).map((product) => product.id)).toEqual([213, 221, 233]);
  });
});

describe("cart line parts", () => {
  it("falls back from the line's image to the default product image", () => {
    expect(thumbnailSources("/a.svg", "/default.svg")).toEqual(["/a.svg", "/default.svg"]);
    expect(thumbnailSources(null, "/default.svg")).toEqual(["/default.svg"]);
    expect(thumbnailSources(null, null)).toEqual([]);
  });

  it("names only the chosen variation values and combo products", () => {
    const variations = [
      {
        id: 3,
        name: "Extras",
        values: [
          { id: 31, name: "Extra espresso shot", variation_value: 31, selected: true },
          { id: 32, name: "Vanilla syrup", variation_value: 32, selected: false },
          { id: 35, name: "Cinnamon", variation_value: 35, selected: true },
        ],
      },
      { id: 2, name: "Milk", values: [{ id: 21, name: "Full-fat milk", variation_value: 21, selected: false }] },
    ];
    expect(chosenVariations(variations)).toEqual([{ id: 3, name: "Extras", values: "Extra espresso shot, Cinnamon" }]);
    expect(
      chosenCombo({
        combo_groups: [
          {
            id: 2,
            name: "Choose your drink",
            products: [
              { id: 221, name: "Karak chai", selected: true, product_variations: variations },
              { id: 231, name: "Fresh orange juice", selected: false, product_variations: [] },
            ],
          },
        ],
      }),
    ).toEqual([
      {
        key: "2-221",
        group: "Choose your drink",
        product: "Karak chai",
        variations: [{ id: 3, name: "Extras", values: "Extra espresso shot, Cinnamon" }],
      },
    ]);
  });
});

describe("CartStatus (001 section 2: open/closed status area)", () => {
  it("says whether the venue is open", () => {
    const { rerender } = render(<CartStatus open texts={{ open: "We are open", closed: "We are currently closed." }} />);
    expect(screen.getByRole("status")).toHaveTextContent("We are open");
    rerender(<CartStatus open={false} texts={{ open: "We are open", closed: "We are currently closed." }} />);
    expect(screen.getByRole("status")).toHaveTextContent("We are currently closed.");
  });
});

describe("PaymentRedirect", () => {
  it("sends the browser to the payment URL and offers the button meanwhile", () => {
    const go = jest.fn();
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <PaymentRedirect url="https://pay.example/session/1" go={go} />
      </NextIntlClientProvider>,
    );
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith("https://pay.example/session/1");
    expect(screen.getByRole("link", { name: "Go to payment" })).toHaveAttribute("href", "https://pay.example/session/1");
    expect(screen.getByRole("status")).toHaveTextContent("Redirecting to payment…");
  });
});
