"use client";

import { useEffect } from "react";

/**
 * Marks the page hydrated (`data-hydrated` on the root element) once React has taken over the server's
 * HTML: the e2e navigations wait for it (e2e/support/scripts-loaded.ts), since a click that lands while
 * React hydrates can reach a control that hydration is about to replace. Last in the body, so its effect
 * runs after those of the page before it. Renders nothing.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
  return null;
}
