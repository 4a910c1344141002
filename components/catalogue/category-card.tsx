import type { Category } from "@/lib/api/schemas/category";
import type { Menu } from "@/lib/api/schemas/menu";
import { type CardImage, ProductCardImage } from "./product-card-image";
import { CardLink, type CardTarget } from "./product-card-link";
import { CARD_GRID_CLASS } from "./grid-classes";

/** Where a category card leads: nowhere with disable_link, outside with external_link, else the category screen. */
export function categoryCardTarget(category: Pick<Category, "id" | "disable_link" | "external_link">): CardTarget {
  if (category.disable_link) return { kind: "none" };
  if (category.external_link) return { kind: "external", href: category.external_link };
  return { kind: "internal", href: `/category/${category.id}/` };
}

/** The category's own image, else the menu's default_category_image, else none. */
export function categoryCardImage(
  menu: Pick<Menu, "default_category_image">,
  category: Pick<Category, "image" | "image_width" | "image_height">,
): CardImage | null {
  if (category.image.product) {
    return { src: category.image.product, width: category.image_width ?? 600, height: category.image_height ?? 400 };
  }
  const fallback = menu.default_category_image;
  if (fallback?.image) return { src: fallback.image, width: fallback.width ?? 600, height: fallback.height ?? 400 };
  return null;
}

type Props = { menu: Menu; category: Category; lazy: boolean };

export function CategoryCard({ menu, category, lazy }: Props) {
  const image = category.hidden_image ? null : categoryCardImage(menu, category);
  const width = category.fullwidth ? "w-[95%]" : "w-[45%]";
  return (
    <article className={`${width} overflow-hidden md:w-auto rounded-lg bg-card-bg ${category.card_shadow ? "shadow-md" : ""}`}>
      <CardLink target={categoryCardTarget(category)} className="flex h-full flex-col">
        {image && <ProductCardImage image={image} lazy={lazy} className="aspect-[3/2] h-auto w-full object-cover" />}
        <span
          className={
            category.hidden_title
              ? "sr-only"
              : "p-2 text-center font-title text-[length:var(--font-size-category-title,1rem)] font-bold text-category-title"
          }
        >
          {category.name}
        </span>
      </CardLink>
    </article>
  );
}

/** Category cards two to a row (or one when full width); a grid of two to four columns from tablet width. */
export function CategoryCards({ menu, categories }: { menu: Menu; categories: readonly Category[] }) {
  return (
    <div className={`flex flex-wrap justify-around gap-y-4 ${CARD_GRID_CLASS}`}>
      {categories.map((category, index) => (
        <CategoryCard key={category.id} menu={menu} category={category} lazy={index >= 4} />
      ))}
    </div>
  );
}
