import type { ReactNode } from "react";
import { CartSidePanel } from "@/components/cart/cart-side-panel";
import { drawerEntries } from "@/components/shell/drawer-entries";
import { Link } from "@/i18n/navigation";
import type { Category } from "@/lib/api/schemas/category";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Language } from "@/lib/domain/language";
import { categoryLineage, orderingOpenNow } from "@/lib/venue/catalogue";
import { moneySettingsOf } from "@/lib/venue/money-settings";

type Props = {
  menu: Menu;
  now: Date;
  /** The screen's place: home, or the category on screen (a subcategory marks its top-level category). */
  current: "home" | Category;
  labels: { categories: string; home: string };
  /** The cart panel where ordering is on (lg and up), above the navigation so it stays in view. */
  cart?: ReactNode;
};

/**
 * The side navigation of home and category from tablet width (issue 28 item 1): the drawer's
 * top-level categories (same hours and link rules) as plain server-rendered links, the screen's own
 * one marked. Hidden on phones, where the drawer does this job; sticky under the header, with the
 * cart panel above it where the screen gives one.
 */
export function CategorySideNav({ menu, now, current, labels, cart }: Props) {
  const categories = drawerEntries(menu, now).categories;
  const lineage = current === "home" ? [] : categoryLineage(menu, current).map((category) => `/category/${category.id}/`);
  const markOf = (href: string): "page" | "true" | undefined =>
    lineage[0] === href ? "page" : lineage.includes(href) ? "true" : undefined;
  return (
    <div className="hidden md:sticky md:top-16 md:flex md:max-h-[calc(100dvh-4rem)] md:flex-col md:gap-4 md:self-start md:overflow-y-auto md:py-4">
      {cart}
      <nav aria-label={labels.categories}>
        <ul className="flex flex-col gap-1">
          <li>
            <SideLink href="/home/" current={current === "home" ? "page" : undefined}>
              {labels.home}
            </SideLink>
          </li>
          {categories.map((entry) => (
            <li key={entry.key}>
              <SideLink href={entry.href} current={markOf(entry.href)}>
                {entry.label}
              </SideLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The cart panel of a side column where ordering is on now (enable_order and the venue open), else none. */
export function sideCart(menu: Menu, language: Language, now: Date, from: "lg" | "xl" = "lg"): ReactNode {
  return orderingOpenNow(menu, now) ? <CartSidePanel language={language} money={moneySettingsOf(menu)} from={from} /> : null;
}

function SideLink({ href, current, children }: { href: string; current: "page" | "true" | undefined; children: string }) {
  return (
    <Link
      href={href}
      aria-current={current}
      className="flex min-h-11 items-center rounded-md border-s-4 border-transparent px-3 py-2 leading-tight break-words hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary aria-[current]:border-primary aria-[current]:bg-black/5 aria-[current]:font-bold"
    >
      {children}
    </Link>
  );
}
