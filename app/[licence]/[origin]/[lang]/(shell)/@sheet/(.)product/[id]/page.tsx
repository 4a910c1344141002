import type { Metadata } from "next";
import { productMetadata, ProductSheetScreen, type ProductParams } from "../../../product/[id]/product-screen";

type Props = { params: ProductParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata(params);
}

/**
 * A product opened by a client navigation from any screen of the venue (Next's intercepting route): the
 * product screen in a sheet over the screen it was opened from, a list, the cart or the full page of
 * another product. A load of the same URL, a reload or a shared link is the full page (product/[id]/page.tsx).
 */
export default function ProductSheetPage({ params }: Props) {
  return <ProductSheetScreen params={params} query={{}} />;
}

export function generateStaticParams(): { id: string }[] {
  return [];
}
