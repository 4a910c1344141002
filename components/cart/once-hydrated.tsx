import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/** The screen's loading line, announced as a status. */
export function LoadingStatus() {
  const common = useTranslations("Common");
  return (
    <p role="status" className="py-6 text-center">
      {common("loading")}
    </p>
  );
}

/**
 * `children` once React has hydrated, the loading line before: the cart store answers its initial
 * (empty) state while React hydrates, and a screen that read it would act on an empty cart.
 */
export function OnceHydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? <>{children}</> : <LoadingStatus />;
}
