import { useState } from "react";
import { ProductCardImage } from "@/components/catalogue/product-card-image";

const SIZE = 64;
const CLASS = "size-16 shrink-0 rounded object-cover";

/** The line's sources in order: its own image, then the menu's default product image. */
export function thumbnailSources(image: string | null, defaultImage: string | null): string[] {
  return [...new Set([image, defaultImage].filter((source): source is string => Boolean(source)))];
}

/**
 * 001 section 2: "thumbnail (fallback default product image, then placeholder)". An image that fails
 * to load falls back the same way. Decorative: the line's name follows it.
 */
export function CartLineThumbnail({ image, defaultImage }: { image: string | null; defaultImage: string | null }) {
  const sources = thumbnailSources(image, defaultImage);
  const [failed, setFailed] = useState(0);
  const source = sources[failed];
  if (!source) return <ProductCardImage image={null} lazy={false} className={CLASS} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- venue images are arbitrary hosts and local SVGs (ui-brief)
    <img
      key={source}
      src={source}
      width={SIZE}
      height={SIZE}
      alt=""
      decoding="async"
      onError={() => setFailed((count) => count + 1)}
      className={CLASS}
    />
  );
}
