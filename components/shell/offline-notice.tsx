import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser says it is offline; false on the server and while hydrating. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}

/**
 * Beside the cart's checkout button and the checkout's submit button: without a connection an order
 * cannot be placed, and the guest is told so (the cart, kept in this browser, stays as it is). Renders
 * nothing online. `id` names it for the disabled button it explains (aria-describedby).
 */
export function OfflineNotice({ id }: { id?: string }) {
  const t = useTranslations("Offline");
  if (!useOffline()) return null;
  return (
    <p id={id} role="status" className="rounded bg-amber-100 px-3 py-2 text-center text-sm font-medium text-black">
      {t("orderingNeedsConnection")}
    </p>
  );
}
