import type { Menu } from "@/lib/api/schemas/menu";
import type { Product, Property } from "@/lib/api/schemas/product";

/** The product's properties in its own order; ids the menu does not define are skipped. */
export function productProperties(menu: Pick<Menu, "properties">, product: Pick<Product, "properties">): Property[] {
  return product.properties.flatMap((id) => menu.properties.filter((property) => property.id === id));
}

/** Property icons (named by their alt text) or, without an icon, text badges. */
export function PropertyBadges({ properties }: { properties: Property[] }) {
  if (properties.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-1">
      {properties.map((property) => (
        <li key={property.id}>
          {property.image.icon ? (
            // eslint-disable-next-line @next/next/no-img-element -- small venue icons (ui-brief: plain img)
            <img src={property.image.icon} alt={property.name} title={property.name} width={20} height={20} loading="lazy" />
          ) : (
            <span className="rounded-full border border-current px-2 py-0.5 text-xs">{property.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

type RecommendedProps = { label: string; image: string | null };

export function RecommendedBadge({ label, image }: RecommendedProps) {
  if (image) {
    // eslint-disable-next-line @next/next/no-img-element -- venue image (ui-brief: plain img)
    return <img src={image} alt={label} title={label} width={28} height={28} className="h-7 w-7" />;
  }
  return <span className="rounded bg-header-bg px-1.5 py-0.5 text-xs font-bold text-header-text">{label}</span>;
}
