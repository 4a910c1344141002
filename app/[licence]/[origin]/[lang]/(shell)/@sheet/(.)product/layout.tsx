import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ProductSheet } from "@/components/catalogue/product-sheet";
import { screenVenue, type ScreenParams } from "@/lib/venue/screen-venue";

type Props = { children: ReactNode; params: Promise<ScreenParams> };

/**
 * The sheet around the product opened over a screen (issue 28 item 3): a layout, kept while the sheet's
 * carousel goes from dish to dish (each a page below it), so the dialog stays open with its focus and the
 * list behind keeps being hidden, rather than closing and opening again for every dish.
 */
export default async function ProductSheetLayout({ children, params }: Props) {
  const venue = await screenVenue(params);
  const common = await getTranslations({ locale: venue.language, namespace: "Common" });
  return <ProductSheet closeLabel={common("close")}>{children}</ProductSheet>;
}
