import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import demo from "@/server/seed/venues/demo.json";
import { CartStoreProvider } from "@/components/cart/cart-store-provider";
import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import { readTolerantly } from "@/lib/api/schemas/tolerant";
import messages from "@/messages/en.json";
import { localise } from "@/server/venue/localise";
import { DietaryFilterRow, dishAttributes, dishItemAttributes, offersDietaryFilter } from "./dietary-filter-row";

const menu: Menu = menuSchema.parse(localise(demo.menu, "en", "en"));

describe("offersDietaryFilter (enable_dietary_filter, default off)", () => {
  it("is off for a venue that follows the specification: its cards carry nothing new", () => {
    expect(menu.enable_dietary_filter).toBe(false);
    expect(offersDietaryFilter(menu)).toBe(false);
    expect(dishAttributes(menu, { id: 211, properties: [2] })).toEqual({});
    expect(dishItemAttributes(menu, { id: 211, properties: [2] })).toEqual({});
  });

  it("is on with the flag and properties to filter by; cards then name their dish and its properties", () => {
    const on = { ...menu, enable_dietary_filter: true };
    expect(offersDietaryFilter(on)).toBe(true);
    expect(dishAttributes(on, { id: 211, properties: [2, 6] })).toEqual({ "data-dish-id": 211, "data-dish-props": "2 6" });
    expect(dishItemAttributes(on, { id: 211, properties: [] })).toEqual({ "data-dish-item": 211, "data-dish-props": "" });
  });

  it("stays off for a menu without properties: there is nothing to choose", () => {
    expect(offersDietaryFilter({ ...menu, enable_dietary_filter: true, properties: [] })).toBe(false);
  });

  it("reads an odd flag value as off, with one warning (the guest app's tolerant reader)", () => {
    const warnings: string[] = [];
    const read = readTolerantly(
      menuSchema,
      { ...(localise(demo.menu, "en", "en") as object), enable_dietary_filter: "yes" },
      "menu",
      (warning) => warnings.push(warning.path),
    );
    if (!read.success) throw read.error;
    expect(read.data.enable_dietary_filter).toBe(false);
    expect(warnings).toEqual(["enable_dietary_filter"]);
  });
});

describe("DietaryFilterRow", () => {
  it("server-renders the early script for the venue's cart entry and the bar with no filter", () => {
    const on = { ...menu, enable_dietary_filter: true };
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
        <CartStoreProvider licence={menu.license}>
          <DietaryFilterRow menu={on} products={[]} />
        </CartStoreProvider>
      </NextIntlClientProvider>,
    );
    expect(html).toContain(`data-licence="${menu.license}"`);
    expect(html).toContain(`data-properties="${on.properties.map((property) => property.id).join(" ")}"`);
    expect(html).toContain("carte-cart-");
    expect(html).toContain("Dietary filter");
    expect(html).not.toContain("hidden by your filter");
  });
});
