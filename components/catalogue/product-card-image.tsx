import type { Menu } from "@/lib/api/schemas/menu";
import type { Product } from "@/lib/api/schemas/product";

export interface CardImage {
  src: string;
  width: number;
  height: number;
}

const FALLBACK_SIZE = { width: 600, height: 450 };

/** First product image, else the menu's default_product_image, else null (the placeholder is drawn inline). */
export function productCardImage(menu: Pick<Menu, "default_product_image">, product: Pick<Product, "images">): CardImage | null {
  const first = product.images.find((image) => image.image);
  if (first?.image) {
    return {
      src: first.image,
      width: first.image_width ?? FALLBACK_SIZE.width,
      height: first.image_height ?? FALLBACK_SIZE.height,
    };
  }
  const fallback = menu.default_product_image;
  if (fallback?.image) {
    return { src: fallback.image, width: fallback.width ?? FALLBACK_SIZE.width, height: fallback.height ?? FALLBACK_SIZE.height };
  }
  return null;
}

type Props = {
  image: CardImage | null;
  className: string;
  lazy: boolean;
  /**
   * The screen's largest picture (the first row of cards): fetched first, and the page's scripts wait for
   * it (server/http/script-loader.ts), so the largest paint never waits on them.
   */
  priority?: boolean;
};

/** The image is decorative: the card's name (visible or screen-reader only) names the link. */
export function ProductCardImage({ image, className, lazy, priority = false }: Props) {
  if (!image) {
    return (
      <svg
        className={`${className} bg-black/5 text-black/25`}
        viewBox="0 0 120 90"
        aria-hidden="true"
        focusable="false"
        data-testid="product-placeholder"
      >
        <rect x="35" y="22" width="50" height="40" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="50" cy="36" r="5" fill="currentColor" />
        <path d="M38 58l14-14 10 10 8-6 12 10" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- venue images are arbitrary hosts and local SVGs (ui-brief)
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt=""
      loading={lazy && !priority ? "lazy" : "eager"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
