/**
 * The on-load promotion popup (000 section 2): the promotion named by promotion_on_load opens full
 * screen on the first screen a visit loads. That is the landing, or, when skip_onboarding_screen sends
 * the guest straight on, home ("A full-screen promotion popup can open at home load"). It never opens
 * on both: a guest who came through the landing has already closed it there.
 */
export type LoadScreen = "landing" | "home";

interface OnLoadMenu<P> {
  promotion_on_load: number | null;
  skip_onboarding_screen: boolean;
  promotions: readonly P[];
}

/** The popup's promotion on `screen`, or undefined; a disabled or missing promotion opens nothing. */
export function promotionOnLoad<P extends { id: number; enable: boolean }>(menu: OnLoadMenu<P>, screen: LoadScreen): P | undefined {
  if (menu.promotion_on_load === null) return undefined;
  const loadScreen: LoadScreen = menu.skip_onboarding_screen ? "home" : "landing";
  if (screen !== loadScreen) return undefined;
  return menu.promotions.find((entry) => entry.id === menu.promotion_on_load && entry.enable);
}
