import { CategorySkeleton } from "@/components/catalogue/category-skeleton";

export default function Loading() {
  return <CategorySkeleton />;
}
