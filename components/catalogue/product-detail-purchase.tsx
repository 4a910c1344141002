"use client";

import { sharesTableOrder } from "@/lib/domain/table-tab";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useId, useRef, useState, useSyncExternalStore } from "react";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { useHeldTap } from "@/components/shell/use-held-tap";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input";
import { TEXT_MAX } from "@/lib/api/schemas/limits";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { Product } from "@/lib/api/schemas/product";
import {
  areVariationsComplete,
  buildCartLine,
  comboPriceSelection,
  isComboComplete,
  productVariationGroups,
  selectedValueIds,
  type ComboSelection,
} from "@/lib/cart/build-line";
import { containsProduct } from "@/lib/cart/lines";
import { productMissingChoice } from "@/lib/cart/missing-choice";
import type { OrderProduct } from "@/lib/cart/order-payload-lines";
import { addButtonState } from "@/lib/domain/add-button";
import { earlyAdd, earlyAddAttributes } from "@/lib/domain/early-add";
import { toMilli } from "@/lib/domain/money";
import { formatMoney, localiseDigits } from "@/lib/domain/money-format";
import { hoursAllowOrdering, orderableAgainAt } from "@/lib/domain/orderable-again";
import { canOrderProduct } from "@/lib/domain/ordering";
import { displayLinePrice, shouldShowPrice } from "@/lib/domain/product-price";
import { maxQuantity } from "@/lib/domain/quantity";
import type { VariationSelection } from "@/lib/domain/variation-selection";
import { useAddToCart, useAfterAdd } from "./add-to-cart-action";
import { ProductDetailCombos } from "./product-detail-combos";
import type { OrderingFacts, PurchaseMenu } from "./product-detail-menu";
import { ProductDetailPrice } from "./product-detail-price";
import { QuantityStepper } from "./quantity-stepper";
import { revealChoice } from "./reveal-choice";
import { formatOrderableFrom } from "./orderable-from";
import { useAddToOrder } from "./use-add-to-order";
import { VariationFields } from "./variation-fields";

// Asked only on a table-tab venue's first add: its code loads then, not with every product page.
const TabNameDialog = lazy(() => import("./tab-name-dialog").then((module) => ({ default: module.TabNameDialog })));

type Props = {
  product: Product;
  categoryId: number;
  menu: PurchaseMenu;
  ordering: OrderingFacts;
  /** The server's clock at render, so the first client render matches the HTML. */
  serverNow: number;
  lang: LanguageCode;
  /** The product as an order line prices it, for Add to Order on the partner venue; null elsewhere. */
  orderProduct: OrderProduct | null;
};

/**
 * The interactive part of the detail screen: price for the current choices, variations, combo groups,
 * special instructions, quantity and the add button. Hours are judged again at the guest's clock
 * once hydrated, so a page rendered just before opening time does not keep ordering closed.
 */
export function ProductDetailPurchase({ product, categoryId, menu, ordering, serverNow, lang, orderProduct }: Props) {
  const t = useTranslations("Product");
  const tErrors = useTranslations("Errors");
  const instructionsId = useId();
  const missingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const add = useAddToCart(menu.addtocart_redirect, categoryId);
  const afterAdd = useAfterAdd(menu.addtocart_redirect, categoryId);
  const addToOrder = useAddToOrder({
    partner: sharesTableOrder(menu),
    tableTab: menu.enable_table_tab === true,
    lang,
    currency: menu.currency,
    redirect: menu.addtocart_redirect,
    categoryId,
    orderProduct,
  });
  const now = useMinuteClock(serverNow);
  const alreadyInCart = useCartStore((state) => containsProduct(state.products, product.id));
  const [variations, setVariations] = useState<VariationSelection>({});
  const [combos, setCombos] = useState<ComboSelection>({});
  const [qty, setQty] = useState(1);
  const [instructions, setInstructions] = useState("");
  const [status, setStatus] = useState("");

  const groups = productVariationGroups(product.product_variations, menu.variations);
  const prices = { money: menu, showPrices: menu.enable_display_variation_prices, lang };
  const isCombo = product.enable_combo && product.combo_groups.length > 0;
  const max = maxQuantity(product.pos_available_qty);
  const orderable = isOrderable(ordering, now);
  // Stock alone standing in the way shows the add button's own 'Out of Stock' label (000 section 2).
  const onlyOutOfStock = !orderable && ordering.outOfStock && isOrderable({ ...ordering, outOfStock: false }, now);
  const againAt = orderable ? null : orderableAgainAt(ordering, now);
  const button = addButtonState({
    alreadyInCart,
    enableAddingSameItemCart: menu.enable_adding_same_item_cart,
    outOfStock: product.out_of_stock,
    variationsComplete: areVariationsComplete(product, menu.variations, variations, combos),
    combosComplete: isCombo ? isComboComplete(product.combo_groups, combos) : true,
    // Adding to the cart is synchronous; only the PATCH of Add to Order takes time.
    adding: addToOrder.adding,
    activePartnerOrder: addToOrder.orderId !== null,
  });

  // What holds Add back, named under it; a tap on Add leads there (issue 28 item 4).
  const missing = button.needsChoice ? productMissingChoice({ product, definitions: menu.variations, variations, combos }) : null;

  const selection = { variations: selectedValueIds(variations), combo_groups: comboPriceSelection(combos) };
  // The button's figure only while it adds: an 'Already Added' or 'Out of Stock' button has none.
  const linePrice = displayLinePrice(product, selection, menu, isCombo ? 1 : qty);
  const adds = button.label === "addToCart" || button.label === "addToOrder";
  const lineAmount = adds && shouldShowPrice(linePrice) ? linePrice : null;

  const lineOf = (uuid?: () => string) =>
    buildCartLine({
      product,
      categoryId,
      definitions: menu.variations,
      variations,
      combos,
      qty: isCombo ? 1 : qty,
      specialInstructions: instructions,
      defaultImage: menu.default_product_image?.image ?? null,
      uuid,
    });
  // The line a tap before hydration adds at once, where it can mean nothing else (lib/domain/early-add.ts);
  // its uuid is the cart's to give, as this HTML is every guest's.
  const early = earlyAddAttributes(
    earlyAdd({
      hasChoices: groups.length > 0 || isCombo,
      buttonAddsToCart: button.label === "addToCart" && !button.disabled,
      refusesSameItem: !menu.enable_adding_same_item_cart,
      sharesTableOrder: sharesTableOrder(menu),
    }),
    () => lineOf(() => ""),
  );

  const submit = () => {
    if (missing) revealChoice(formRef.current, missing);
    if (button.disabled) return;
    const line = lineOf();
    // With an active partner order the line goes to that order, never into the cart.
    if (addToOrder.orderId !== null) addToOrder.add(line);
    else setStatus(add(line));
  };
  // A tap on the button before hydration adds once hydrated, rather than being lost.
  const heldTap = useHeldTap(`product-add:${product.id}`, submit, () => setStatus(afterAdd()));

  return (
    // noValidate: the browser's own check of the required radios would stop the tap before submit
    // could lead to the missing choice, in its own language and with no smooth scroll.
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ProductDetailPrice product={product} selection={selection} menu={menu} lang={lang} />
      {groups.length > 0 && (
        <VariationFields
          groups={groups}
          selection={variations}
          onChange={setVariations}
          single="radio"
          prices={prices}
          choiceOf={(group) => ({ kind: "variation", id: group.id, name: group.name })}
        />
      )}
      {isCombo && (
        <ProductDetailCombos
          groups={product.combo_groups}
          definitions={menu.variations}
          selection={combos}
          onChange={setCombos}
          prices={prices}
        />
      )}
      {orderable ? (
        <>
          {menu.enable_product_comments && (
            <div className="flex flex-col gap-1">
              <label htmlFor={instructionsId} className="font-bold">
                {t("specialInstructions")}
              </label>
              <textarea
                id={instructionsId}
                rows={3}
                maxLength={TEXT_MAX.special_instructions}
                value={instructions}
                placeholder={t("specialInstructionsPlaceholder")}
                onChange={(event) => setInstructions(event.target.value)}
                className={inputClass("bg-page-bg text-text")}
              />
            </div>
          )}
          {/* Sticky at the bottom of the screen (issue 14): the quantity and the add button, with what the line comes to. */}
          <div
            data-bottom-bar
            className="sticky bottom-0 z-20 -mx-4 flex flex-col gap-2 border-t border-black/10 bg-page-bg px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
          >
            <div className="flex items-center gap-3">
              {!isCombo && (
                <QuantityStepper
                  value={qty}
                  max={max}
                  onChange={setQty}
                  display={localiseDigits(String(qty), lang, menu.enable_arabic_numerals)}
                />
              )}
              {/* A missing choice leaves the button tappable (aria-disabled): the tap leads to the choice. */}
              <Button
                type="submit"
                disabled={button.disabled && !button.needsChoice}
                aria-disabled={button.needsChoice || undefined}
                aria-describedby={missing ? missingId : undefined}
                {...heldTap}
                {...early}
                size="lg"
                className="min-w-0 flex-1 justify-between px-3 text-base"
              >
                <span className={`min-w-0 leading-tight ${lineAmount === null ? "flex-1" : "text-start"}`}>
                  {t(button.label === "alreadyAdded" ? "alreadyAddedToCart" : button.label)}
                </span>
                {/* The price stays out of the button's name: it is read with the price above. */}
                {lineAmount !== null && (
                  <bdi aria-hidden="true" data-testid="line-price" className="shrink-0 text-sm whitespace-nowrap">
                    {formatMoney(lineAmount, menu, lang)}
                  </bdi>
                )}
              </Button>
            </div>
            {missing && (
              <p id={missingId} className="text-sm font-bold" data-testid="missing-choice">
                {t("missingChoice", { choice: missing.name })}
              </p>
            )}
          </div>
          {addToOrder.error && (
            <p role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 font-bold text-red-800">
              {tErrors(addToOrder.error)}
            </p>
          )}
          {addToOrder.askingName && (
            <Suspense fallback={null}>
              <TabNameDialog onConfirm={addToOrder.askingName.confirm} onCancel={addToOrder.askingName.cancel} />
            </Suspense>
          )}
        </>
      ) : onlyOutOfStock ? (
        <Button size="lg" disabled>
          {t("outOfStock")}
        </Button>
      ) : product.out_of_stock ? (
        <p className="text-lg font-bold text-red-700">{t("outOfStock")}</p>
      ) : (
        ordering.enableOrder &&
        !hoursAllowOrdering(ordering, now) && (
          // The clock is what stops it: say when it can be ordered (the server's and the browser's date
          // data may word a weekday differently; the browser's wins after hydration).
          <p className="rounded-md border border-current/30 px-4 py-3 text-lg font-bold" suppressHydrationWarning>
            {againAt === null
              ? t("notOrderableNow")
              : t("orderableFrom", { time: formatOrderableFrom(againAt, now, ordering.venue.timezone, lang, menu.enable_arabic_numerals) })}
          </p>
        )
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </form>
  );
}

function isOrderable(facts: OrderingFacts, now: number): boolean {
  // The venue's, categories' and product's hours together, as orderableAgainAt reads them.
  const hoursAllow = hoursAllowOrdering(facts, now);
  return canOrderProduct({
    enableOrder: facts.enableOrder,
    menuOpen: hoursAllow,
    categoryHoursAllow: hoursAllow,
    productHoursAllow: hoursAllow,
    outOfStock: facts.outOfStock,
    price: toMilli(facts.price),
    enableZeroPriceItem: facts.enableZeroPriceItem,
  });
}

const MINUTE = 60_000;

function subscribeMinutes(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE);
  return () => clearInterval(timer);
}

/** The guest's clock to the minute; the server's during hydration. */
function useMinuteClock(serverNow: number): number {
  return useSyncExternalStore(
    subscribeMinutes,
    () => Math.floor(Date.now() / MINUTE) * MINUTE,
    () => serverNow,
  );
}
