import type { Metadata } from "next";
import type { SearchParamsInput } from "@/components/catalogue/search-query";
import { productMetadata, ProductScreen, type ProductParams } from "../product-screen";

type Props = { params: ProductParams; searchParams: Promise<SearchParamsInput> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata(params);
}

/**
 * The product opened from search results (`/product/{id}/?from=search&q=...`, rewritten here by the
 * proxy): its carousel runs through the results of the query, so it is rendered per request.
 */
export default async function ProductFromSearchPage({ params, searchParams }: Props) {
  return <ProductScreen params={params} query={await searchParams} />;
}

export const dynamic = "force-dynamic";
