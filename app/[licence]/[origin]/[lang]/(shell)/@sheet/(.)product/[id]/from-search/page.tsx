import type { Metadata } from "next";
import type { SearchParamsInput } from "@/components/catalogue/search-query";
import { productMetadata, ProductSheetScreen, type ProductParams } from "../../../../product/[id]/product-screen";

type Props = { params: ProductParams; searchParams: Promise<SearchParamsInput> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata(params);
}

/** A search result opened over the results (`?from=search&q=...`): its carousel runs through them. */
export default async function ProductFromSearchSheetPage({ params, searchParams }: Props) {
  return <ProductSheetScreen params={params} query={await searchParams} />;
}

export const dynamic = "force-dynamic";
