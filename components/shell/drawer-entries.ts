import type { Menu } from "@/lib/api/schemas/menu";
import { categoryAvailableNow } from "@/lib/venue/catalogue";

export interface DrawerLink {
  key: string;
  /** Locale-free path; the i18n Link adds the language prefix. */
  href: string;
  label: string;
}

export interface DrawerEntries {
  categories: DrawerLink[];
  showPromotions: boolean;
  pages: DrawerLink[];
  forms: DrawerLink[];
}

/**
 * 000 section 2 (drawer): top-level categories that are linkable and within their hours, Promotions
 * when an enabled promotion exists, info pages by title and enabled forms by name.
 */
export function drawerEntries(menu: Menu, now: Date): DrawerEntries {
  const categories = menu.categories
    .filter((category) => (category.parent ?? null) === null)
    .filter((category) => !category.disable_link && !category.external_link)
    .filter((category) => categoryAvailableNow(menu, category, now))
    .map((category) => ({ key: `category-${category.id}`, href: `/category/${category.id}/`, label: category.name }));
  return {
    categories,
    showPromotions: menu.promotions.some((promotion) => promotion.enable),
    pages: menu.pages.map((page) => ({ key: `page-${page.id}`, href: `/page/${page.id}/`, label: page.title })),
    forms: menu.forms
      .filter((form) => form.enable)
      .map((form) => ({ key: `form-${form.id}`, href: `/form/${form.id}/`, label: form.name })),
  };
}
