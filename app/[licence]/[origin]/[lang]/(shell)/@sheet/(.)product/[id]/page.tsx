import type { Metadata } from "next";
import { productMetadata, ProductSheetScreen, type ProductParams } from "../../../product/[id]/product-screen";

type Props = { params: ProductParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata(params);
}

/**
 * A product opened from a list by a client navigation (Next's intercepting route; proxy.ts lets only
 * the list screens intercept): the product screen in a sheet over the list. A load of the same URL,
 * a reload or a shared link is the full page (product/[id]/page.tsx).
 */
export default function ProductSheetPage({ params }: Props) {
  return <ProductSheetScreen params={params} query={{}} />;
}

export function generateStaticParams(): { id: string }[] {
  return [];
}
