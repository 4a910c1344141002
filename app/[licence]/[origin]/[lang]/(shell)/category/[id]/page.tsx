import type { Metadata } from "next";
import { CategoryScreen } from "@/components/catalogue/category-screen";
import { categoryMetadata, loadCategoryScreen, type CategoryParams } from "./load-category";

type Props = { params: CategoryParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata(params);
}

/** A category (000 section 2): cached per licence, language and id; not found while its hours hide it. */
export default async function CategoryPage({ params }: Props) {
  return <CategoryScreen {...await loadCategoryScreen(params)} />;
}

/** Rendered on its first request per id, then cached (the root layout's revalidate). */
export function generateStaticParams(): { id: string }[] {
  return [];
}
