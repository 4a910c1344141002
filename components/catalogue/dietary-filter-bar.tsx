"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ChipButton } from "@/components/ui/chip";
import { dietaryChoiceCount, dietaryFilterFor, dishesHiddenByDietaryFilter, type DietaryDish } from "@/lib/domain/dietary-filter";
import { dietaryFilterCss } from "./dietary-filter-css";
import { removeEarlyDietaryStyle } from "./dietary-filter-early";
import type { DietaryPropertyOption } from "./dietary-filter-dialog";
import { useDietaryFilter } from "./use-dietary-filter";

// The dialog's code loads when the guest reaches for its button, not with the catalogue screen.
const loadDialog = () => import("./dietary-filter-dialog");
const DietaryFilterDialog = lazy(() => loadDialog().then((module) => ({ default: module.DietaryFilterDialog })));

export type DietaryFilterBarProps = {
  properties: readonly DietaryPropertyOption[];
  /** The dishes this screen lists, cards marked with data-dish-id. */
  dishes: readonly DietaryDish[];
  /** Only the notice, without the filter's button (the cart's upsell). */
  noticeOnly?: boolean;
};

/**
 * The dietary filter on a catalogue screen (issue 16): its button, the count of dishes it hides with
 * Show, and the style that hides them. The page is cached for every guest, so the filter, kept on the
 * device (the cart store's lasting part), applies here after hydration; nothing hides silently.
 */
export function DietaryFilterBar({ properties, dishes, noticeOnly = false }: DietaryFilterBarProps) {
  const t = useTranslations("DietaryFilter");
  const [stored, setFilter] = useDietaryFilter();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const filter = dietaryFilterFor(
    stored,
    properties.map((property) => property.id),
  );
  const hidden = dishesHiddenByDietaryFilter(dishes, filter);
  const choices = dietaryChoiceCount(filter);
  const css = dietaryFilterCss(hidden, shown);
  // The style the page's first script applied before the paint is this one's from now on.
  useEffect(removeEarlyDietaryStyle, []);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {!noticeOnly && (
        <ChipButton
          selected={choices > 0}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          className="px-4"
        >
          {choices > 0 ? t("buttonActive", { count: choices }) : t("button")}
        </ChipButton>
      )}
      <p role="status" aria-live="polite" className="flex flex-wrap items-center gap-x-2">
        {hidden.length > 0 && (
          <>
            <span>{shown ? t("shownNotice", { count: hidden.length }) : t("hiddenNotice", { count: hidden.length })}</span>
            <Button variant="ghost" onClick={() => setShown(!shown)} className="min-w-0 px-0 underline">
              {shown ? t("hide") : t("show")}
            </Button>
          </>
        )}
      </p>
      {css && <style>{css}</style>}
      {!noticeOnly && open && (
        <Suspense fallback={null}>
          <DietaryFilterDialog open properties={properties} filter={filter} onChange={setFilter} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
