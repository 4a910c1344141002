import { badgeClass } from "@/components/ui/badge";
import type { PriceView } from "@/lib/domain/price-view";

const SIZES = {
  // A product card's price: each amount isolated (<bdi>) in the card's text direction.
  card: { text: "text-[length:var(--font-size-price,0.875rem)]", small: "text-xs", attributes: {} },
  // An upsell card's (001 section 9: price 12 px; no alternate currency or badge passed in).
  upsell: { text: "text-xs", small: "text-xs", attributes: {} },
  // The detail screen's price: larger, and like the cards' at the start of the line in the page's
  // direction (a paragraph taking its direction from "AED" would sit on the left in Arabic).
  detail: { text: "text-[length:var(--font-size-price,1.125rem)]", small: "text-sm", attributes: { "data-testid": "product-price" } },
} as const;

type Props = {
  view: PriceView;
  /** The discount badge's text ('{percent}% OFF'), or null without a badge. */
  badge: string | null;
  size: keyof typeof SIZES;
};

/**
 * The price markup of cards and of the detail screen: price, discounted price and discount badge, with
 * the alternate currency when enabled, each amount isolated and a space between them (issue 28 item 10:
 * "(US$14.16)AED 52.00" ran together). No hooks, so server and client components both render it.
 */
export function PriceTag({ view, badge, size }: Props) {
  const { text, small, attributes } = SIZES[size];
  const amount = (value: string) => <bdi>{value}</bdi>;
  const struck = view.discounted !== null;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 ${text}`} {...attributes}>
      <span className={struck ? "line-through" : "font-bold text-price"}>
        {struck ? <del>{amount(view.price)}</del> : amount(view.price)}
        {view.altPrice && (
          <>
            {" "}
            <bdi className={`${small} font-normal`}>({view.altPrice})</bdi>
          </>
        )}
      </span>
      {view.discounted !== null && (
        <span className="font-bold text-price">
          <ins className="no-underline">{amount(view.discounted)}</ins>
          {view.altDiscounted && (
            <>
              {" "}
              <bdi className={`${small} font-normal`}>({view.altDiscounted})</bdi>
            </>
          )}
        </span>
      )}
      {badge !== null && <span className={badgeClass("theme", small)}>{badge}</span>}
    </p>
  );
}
