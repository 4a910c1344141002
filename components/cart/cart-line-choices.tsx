import type { CartLine, CartLineVariation } from "@/lib/cart/types";

/** "Size: Large" for each variation with a chosen value; several values are joined with commas. */
export function chosenVariations(variations: readonly CartLineVariation[]): { id: number; name: string; values: string }[] {
  return variations.flatMap((variation) => {
    const values = variation.values.filter((value) => value.selected).map((value) => value.name);
    return values.length > 0 ? [{ id: variation.id, name: variation.name, values: values.join(", ") }] : [];
  });
}

/** Each combo group with its chosen product and that product's own chosen variations. */
export function chosenCombo(line: Pick<CartLine, "combo_groups">) {
  return line.combo_groups.flatMap((group) =>
    group.products
      .filter((product) => product.selected)
      .map((product) => ({
        key: `${group.id}-${product.id}`,
        group: group.name,
        product: product.name ?? "",
        variations: chosenVariations(product.product_variations),
      })),
  );
}

/** The line's chosen variation values and combo groups (001 section 2, Cart line). */
export function CartLineChoices({ line }: { line: Pick<CartLine, "variations" | "combo_groups"> }) {
  const variations = chosenVariations(line.variations);
  const combo = chosenCombo(line);
  if (variations.length === 0 && combo.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5 text-sm">
      {variations.map((variation) => (
        <li key={variation.id}>
          {variation.name}: {variation.values}
        </li>
      ))}
      {combo.map((item) => (
        <li key={item.key}>
          {item.group}: <span className="font-bold">{item.product}</span>
          {item.variations.length > 0 && (
            <span> ({item.variations.map((variation) => `${variation.name}: ${variation.values}`).join("; ")})</span>
          )}
        </li>
      ))}
    </ul>
  );
}
