"use client";

import { useBackCategory } from "./in-app-history";

/** Tells the header's Back button which category is above the product on screen. */
export function BackCategory({ id }: { id: number }) {
  useBackCategory(id);
  return null;
}
