import { isLanguage } from "@/lib/domain/language";

/**
 * Whether a public path is a product's, `/{lang}/product/{id}/` or without the language prefix: the only
 * screens the product sheet (issue 28 item 3) lies over.
 */
export function isProductPath(pathname: string): boolean {
  const segments = pathname.split("/").filter(Boolean);
  if (isLanguage(segments[0])) segments.shift();
  return segments.length === 2 && segments[0] === "product";
}

/** The id of the product's title in the sheet, which names the sheet: one sheet is open at a time. */
export const PRODUCT_SHEET_TITLE_ID = "product-sheet-title";
