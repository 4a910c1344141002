import { usePathname } from "next/navigation";
import { useCallback, useEffect } from "react";
import { useRouter } from "@/i18n/navigation";
import { backStep, entryDepth, inAppPageBehind } from "@/lib/domain/back-navigation";

/** The key of the entry's depth in history.state, beside Next's own keys. */
const DEPTH_KEY = "carteDepth";

// One tab, one document: the depth of the entry on screen, and the category of the product on screen.
const shown: { depth: number | null; category: number | null } = { depth: null, category: null };

function recordedDepth(state: unknown): number | null {
  if (typeof state !== "object" || state === null) return null;
  const depth: unknown = Reflect.get(state, DEPTH_KEY);
  return typeof depth === "number" && Number.isInteger(depth) && depth >= 0 ? depth : null;
}

function referrerInApp(): boolean {
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The Navigation API's canGoBack (only this site's entries of the tab count), or null without the API. */
function navigationCanGoBack(): boolean | null {
  const navigation: unknown = Reflect.get(window, "navigation");
  if (typeof navigation !== "object" || navigation === null) return null;
  const canGoBack: unknown = Reflect.get(navigation, "canGoBack");
  return typeof canGoBack === "boolean" ? canGoBack : null;
}

/**
 * Records, in each history entry as it is shown, how many pages of ours lie behind it (for browsers
 * without the Navigation API). Mounted once per page, by the header's back button.
 */
export function useRecordInAppHistory(): void {
  const pathname = usePathname();
  useEffect(() => {
    const state: unknown = window.history.state;
    const recorded = recordedDepth(state);
    const depth = entryDepth({ recorded, previous: shown.depth, referrerInApp: referrerInApp() });
    shown.depth = depth;
    if (recorded === depth) return;
    const kept = typeof state === "object" && state !== null ? state : {};
    window.history.replaceState({ ...kept, [DEPTH_KEY]: depth }, "");
  }, [pathname]);
}

/** The category "back" falls back to while a product's page is on screen (its BackCategory). */
export function useBackCategory(id: number): void {
  useEffect(() => {
    shown.category = id;
    return () => {
      if (shown.category === id) shown.category = null;
    };
  }, [id]);
}

/**
 * "Back" as the guest means it (lib/domain/back-navigation.ts): the previous page when it is ours,
 * else the product's category (`categoryId`, or the one of the product on screen), else home.
 */
export function useGoBack(categoryId: number | null = null): () => void {
  const router = useRouter();
  return useCallback(() => {
    const behind = inAppPageBehind({ canGoBack: navigationCanGoBack(), depth: shown.depth ?? 0 });
    const step = backStep({ inAppPageBehind: behind, categoryId: categoryId ?? shown.category });
    if (step.kind === "history") router.back();
    else router.push(step.href);
  }, [categoryId, router]);
}
