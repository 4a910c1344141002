"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useHeldTap } from "@/components/shell/use-held-tap";
import { Button, buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { buildCartLine, productVariationGroups } from "@/lib/cart/build-line";
import { hasActivePartnerOrder, variationModalAddButton } from "@/lib/domain/add-button";
import { earlyAdd, earlyAddAttributes } from "@/lib/domain/early-add";
import { sharesTableOrder } from "@/lib/domain/table-tab";
import type { VariationSelection } from "@/lib/domain/variation-selection";
import { useAddToCart, useAfterAdd } from "./add-to-cart-action";
import type { AddToCartMenu, ComboProduct, QuickAddProduct } from "./add-to-cart-menu";

// The modal's code (fields, prices of choices, the dialog) loads when a guest reaches for the button.
const loadVariationModal = () => import("./variation-modal");
const VariationModal = lazy(() => loadVariationModal().then((module) => ({ default: module.VariationModal })));

type Props = {
  /** A combo's product: its choices are made on its own screen, which the button opens (000 section 2). */
  product: QuickAddProduct | ComboProduct;
  /** The category the card is listed in, for products that name none. */
  categoryId: number;
  menu: AddToCartMenu;
  lang: string;
};

const BUTTON_CLASS = buttonClass({}, "px-3 text-sm");

/**
 * The compact list's add button (view_format 4): a product with variations opens the variation
 * modal, one without is added at once; either way with quantity 1 and the menu's redirect after.
 * With an active partner order it reads Add to Order and opens the product, whose button adds to
 * that order: a line put in the cart then could not be ordered, and the card has no room for
 * 'Adding to Order' and the error alert. A combo opens the product too: every combo group needs its
 * product chosen before it can be added. The caller renders it only where ordering is offered.
 */
export function AddToCartButton({ product, ...props }: Props) {
  const activeOrder = useCartStore((state) => state.activeOrder);
  const awaitingPayment = useCartStore((state) => state.awaitingPayment);
  const tProduct = useTranslations("Product");
  const tModal = useTranslations("VariationModal");
  const toOrder = hasActivePartnerOrder({ partner: props.menu.al_futtaim_enabled, activeOrderId: activeOrder, awaitingPayment });
  if (toOrder) return <OpenProductLink product={product} label={tProduct("addToOrder")} />;
  if ("combo" in product) return <OpenProductLink product={product} label={tModal("addToCart")} />;
  return <AddToCartAction {...props} product={product} />;
}

/** The card's add button as a link to the product's own screen, where its choices or its order are. */
function OpenProductLink({ product, label }: { product: Pick<ComboProduct, "id" | "name">; label: string }) {
  return (
    <Link href={`/product/${product.id}/`} aria-label={`${label}: ${product.name}`} className={BUTTON_CLASS}>
      {label}
    </Link>
  );
}

function AddToCartAction({ product, categoryId, menu, lang }: Props & { product: QuickAddProduct }) {
  const t = useTranslations("VariationModal");
  const add = useAddToCart(menu.addtocart_redirect, categoryId);
  const afterAdd = useAfterAdd(menu.addtocart_redirect, categoryId);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState("");
  const groups = productVariationGroups(product.product_variations, menu.variations);
  const outOfStock = product.out_of_stock;

  const lineWith = (variations: VariationSelection, uuid?: () => string) =>
    buildCartLine({
      product,
      categoryId,
      definitions: menu.variations,
      variations,
      combos: {},
      qty: 1,
      specialInstructions: "",
      defaultImage: menu.default_product_image?.image ?? null,
      uuid,
    });
  const addWith = (variations: VariationSelection) => {
    const line = lineWith(variations);
    setOpen(false);
    setStatus(add(line));
  };

  const direct = variationModalAddButton({ outOfStock, variationsComplete: true });
  const tap = () => (groups.length > 0 ? setOpen(true) : addWith({}));
  // A tap before hydration adds (or opens the choices) once hydrated, rather than being lost.
  const heldTap = useHeldTap(`quick-add:${product.id}`, tap, () => setStatus(afterAdd()));
  // Without choices the tap adds at once, before hydration too (lib/domain/early-add.ts); the uuid is the cart's to give.
  const early = earlyAddAttributes(
    earlyAdd({
      hasChoices: groups.length > 0,
      buttonAddsToCart: !direct.disabled,
      refusesSameItem: false,
      sharesTableOrder: sharesTableOrder(menu),
    }),
    () => lineWith({}, () => ""),
  );
  return (
    <>
      <Button
        disabled={direct.disabled}
        aria-haspopup={groups.length > 0 ? "dialog" : undefined}
        aria-label={`${direct.label === "outOfStock" ? t("outOfStock") : t("addToCart")}: ${product.name}`}
        onClick={tap}
        {...heldTap}
        {...early}
        onPointerEnter={groups.length > 0 ? () => void loadVariationModal() : undefined}
        onFocus={groups.length > 0 ? () => void loadVariationModal() : undefined}
        className="px-3 text-sm"
      >
        {direct.label === "outOfStock" ? t("outOfStock") : t("addToCart")}
      </Button>
      <span role="status" className="sr-only">
        {status}
      </span>
      {groups.length > 0 && open && (
        <Suspense fallback={null}>
          <VariationModal
            open
            groups={groups}
            outOfStock={outOfStock}
            prices={{ money: menu, showPrices: menu.enable_display_variation_prices, lang }}
            onAdd={addWith}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
