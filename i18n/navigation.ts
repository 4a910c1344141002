import { createNavigation } from "next-intl/navigation";
import { createElement, type ComponentProps } from "react";
import { NavigationPending } from "@/components/shell/navigation-pending";
import { routing } from "./routing";

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * next-intl's Link, with the loading overlay (000 section 4) while the screen it opens loads. Screens
 * render on request with the menu, so a navigation waits for the server; route-level loading.tsx
 * files would stream their fallback ahead of the menu on every first load instead, and turn the
 * 404 of an unknown id into a 200.
 *
 * No prefetch unless a link asks for one (issue 13): with no loading boundary, what Next prefetches
 * for a link in view is the route tree alone (under 1.3 KB), which saves the tap nothing, while the
 * home's dozen links cost a dozen requests to the server per guest and their handling on the main
 * thread (the home's total blocking time).
 */
export function Link({ children, prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return createElement(navigation.Link, { ...props, prefetch }, children, createElement(NavigationPending));
}
