"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useHeldTap } from "@/components/shell/use-held-tap";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { Product, VariationDefinition } from "@/lib/api/schemas/product";
import { buildCartLine, productVariationGroups } from "@/lib/cart/build-line";
import { hasActivePartnerOrder, variationModalAddButton } from "@/lib/domain/add-button";
import { earlyAdd, earlyAddAttributes } from "@/lib/domain/early-add";
import { sharesTableOrder } from "@/lib/domain/table-tab";
import type { MoneySettings } from "@/lib/domain/money-format";
import type { VariationSelection } from "@/lib/domain/variation-selection";
import { useAddToCart, useAfterAdd, type AddToCartRedirect } from "./add-to-cart-action";

// The modal's code (fields, prices of choices, the dialog) loads when a guest reaches for the button.
const loadVariationModal = () => import("./variation-modal");
const VariationModal = lazy(() => loadVariationModal().then((module) => ({ default: module.VariationModal })));

/** The menu fields the button reads. */
export interface AddToCartMenu extends MoneySettings {
  variations: readonly VariationDefinition[];
  addtocart_redirect: AddToCartRedirect;
  enable_display_variation_prices: boolean;
  default_product_image: { image: string | null } | null;
  /** The partner integration: an add goes to the guest's active order, if any. */
  al_futtaim_enabled: boolean;
  /** enable_table_tab (issue 16): a line added to the table's order says who added it. */
  enable_table_tab?: boolean;
}

type Props = {
  product: Product;
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
 * 'Adding to Order' and the error alert. The caller renders it only where ordering is offered.
 */
export function AddToCartButton(props: Props) {
  const activeOrder = useCartStore((state) => state.activeOrder);
  const awaitingPayment = useCartStore((state) => state.awaitingPayment);
  const toOrder = hasActivePartnerOrder({ partner: props.menu.al_futtaim_enabled, activeOrderId: activeOrder, awaitingPayment });
  return toOrder ? <AddToOrderLink product={props.product} /> : <AddToCartAction {...props} />;
}

function AddToOrderLink({ product }: { product: Product }) {
  const t = useTranslations("Product");
  return (
    <Link href={`/product/${product.id}/`} aria-label={`${t("addToOrder")}: ${product.name}`} className={BUTTON_CLASS}>
      {t("addToOrder")}
    </Link>
  );
}

function AddToCartAction({ product, categoryId, menu, lang }: Props) {
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
      hasChoices: groups.length > 0 || (product.enable_combo && product.combo_groups.length > 0),
      buttonAddsToCart: !direct.disabled,
      refusesSameItem: false,
      sharesTableOrder: sharesTableOrder(menu),
    }),
    () => lineWith({}, () => ""),
  );
  return (
    <>
      <button
        type="button"
        disabled={direct.disabled}
        aria-haspopup={groups.length > 0 ? "dialog" : undefined}
        aria-label={`${direct.label === "outOfStock" ? t("outOfStock") : t("addToCart")}: ${product.name}`}
        onClick={tap}
        {...heldTap}
        {...early}
        onPointerEnter={groups.length > 0 ? () => void loadVariationModal() : undefined}
        onFocus={groups.length > 0 ? () => void loadVariationModal() : undefined}
        className={BUTTON_CLASS}
      >
        {direct.label === "outOfStock" ? t("outOfStock") : t("addToCart")}
      </button>
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
