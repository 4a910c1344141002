import type { Metadata } from "next";
import { productMetadata, ProductScreen, type ProductParams } from "./product-screen";

type Props = { params: ProductParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata(params);
}

/** The product opened from a category or a link: cached per licence, language and id. */
export default function ProductPage({ params }: Props) {
  return <ProductScreen params={params} query={{}} />;
}

/** Rendered on its first request per id, then cached (the root layout's revalidate). */
export function generateStaticParams(): { id: string }[] {
  return [];
}
