import { useEffect, useState } from "react";

/**
 * What a bar fixed or stuck at the bottom of the screen carries (cart bar, the product's Add, the
 * cart's Checkout), so that what floats, the toasts, stands above it (issue 28 item 8).
 */
export const BOTTOM_BAR_ATTRIBUTE = "data-bottom-bar";

/**
 * How far up from the viewport's bottom edge the bottom bars reach: the highest top of a bar in view.
 * A bar in the middle of the screen (a sticky bar at the end of a short page) counts too: what floats
 * above the highest one covers none of them.
 */
export function bottomBarsInset(bars: Iterable<{ top: number; bottom: number; height: number }>, viewportHeight: number): number {
  let inset = 0;
  for (const bar of bars) {
    if (bar.height <= 0 || bar.top >= viewportHeight || bar.bottom <= 0) continue;
    inset = Math.max(inset, viewportHeight - bar.top);
  }
  return Math.ceil(inset);
}

function measure(): number {
  const bars = Array.from(document.querySelectorAll(`[${BOTTOM_BAR_ATTRIBUTE}]`), (bar) => bar.getBoundingClientRect());
  return bottomBarsInset(bars, window.innerHeight);
}

/** The bottom bars' inset, kept up to date while `active` (a toast shows) as the page scrolls and changes. */
export function useBottomBarsInset(active: boolean): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    if (!active) return;
    const update = () => setInset(measure());
    update();
    // Sticky bars move with the scroll; bars come and go with the screen's content.
    // (jsdom, in unit tests, has no ResizeObserver.)
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    resized?.observe(document.body);
    const changed = new MutationObserver(update);
    changed.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("scroll", update, { passive: true, capture: true });
    window.addEventListener("resize", update);
    return () => {
      resized?.disconnect();
      changed.disconnect();
      window.removeEventListener("scroll", update, { capture: true });
      window.removeEventListener("resize", update);
    };
  }, [active]);
  return inset;
}
