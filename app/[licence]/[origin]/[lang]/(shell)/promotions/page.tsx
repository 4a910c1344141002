import type { Metadata } from "next";
import { PromotionsScreen } from "@/components/catalogue/promotions-screen";
import type { ScreenParams } from "@/lib/venue/screen-venue";
import { loadPromotions, promotionsMetadata } from "./load-promotions";

type Props = { params: Promise<ScreenParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return promotionsMetadata(params);
}

/** The carousel of enabled promotions (000 section 2): cached per licence and language. */
export default async function PromotionsPage({ params }: Props) {
  return <PromotionsScreen {...await loadPromotions(params)} />;
}
