import { menu as menuSchema, type Menu, type MenuInput } from "@/lib/api/schemas/menu";

/** For unit tests: the demo venue's menu (its identity and pictures), with the fields a test sets. */
export function demoMenu(overrides: Partial<MenuInput> = {}): Menu {
  return menuSchema.parse({
    id: 1,
    name: "Saffron & Sand",
    license: "demo",
    license_status: "ACTIVE",
    cover_image: "/demo/cover.svg",
    logo_image: { logo: "/demo/logo.svg" },
    ...overrides,
  });
}
