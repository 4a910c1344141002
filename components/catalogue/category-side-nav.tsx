import { drawerEntries } from "@/components/shell/drawer-entries";
import { Link } from "@/i18n/navigation";
import type { Category } from "@/lib/api/schemas/category";
import type { Menu } from "@/lib/api/schemas/menu";
import { categoryLineage } from "@/lib/venue/catalogue";

type Props = {
  menu: Menu;
  now: Date;
  /** The screen's place: home, or the category on screen (a subcategory marks its top-level category). */
  current: "home" | Category;
  labels: { categories: string; home: string };
};

/**
 * The side navigation of home and category from tablet width (issue 28 item 1): the drawer's
 * top-level categories (same hours and link rules) as plain server-rendered links, the screen's own
 * one marked. Hidden on phones, where the drawer does this job; sticky under the header.
 */
export function CategorySideNav({ menu, now, current, labels }: Props) {
  const categories = drawerEntries(menu, now).categories;
  const lineage = current === "home" ? [] : categoryLineage(menu, current).map((category) => `/category/${category.id}/`);
  const markOf = (href: string): "page" | "true" | undefined =>
    lineage[0] === href ? "page" : lineage.includes(href) ? "true" : undefined;
  return (
    <nav
      aria-label={labels.categories}
      className="hidden md:sticky md:top-16 md:block md:max-h-[calc(100dvh-4rem)] md:self-start md:overflow-y-auto md:py-4"
    >
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
  );
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
