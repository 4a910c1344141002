import { extendTailwindMerge } from "tailwind-merge";

/**
 * Class strings joined so that a caller's utility replaces the component's of the same property
 * (docs/decisions/0241-variants-cva-tailwind-merge.md). The theme's colours (bg-button-bg, text-price ...)
 * need no listing: tailwind-merge takes any unknown name after bg-, text- or border- as a colour. The
 * component classes of app/globals.css (.btn, .chip, .focus-ring) are kept as they are; utilities win over
 * them by their layer.
 */
const merge = extendTailwindMerge({
  override: {
    // Tailwind 4's leading-* wins over a text size's line height whatever their order, so a text size
    // must not drop it (the icon buttons' leading-none).
    conflictingClassGroups: { "font-size": [] },
  },
});

export function cn(...classes: (string | false | null | undefined)[]): string {
  return merge(...classes);
}
