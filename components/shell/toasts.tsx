"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { Toast as ToastView, type ToastKind } from "@/components/ui/toast";
import { useBottomBarsInset } from "./bottom-bars";

/** 000 section 2 (shell behaviour): toasts hide themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/** How many toasts show at once. */
export const MAX_TOASTS = 2;

export type { ToastKind };

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** The screen (pathname) the toast belongs to; null until the viewport has shown it. */
  screen: string | null;
  /** Raised by an action that goes on to another screen (an add with the menu's redirect): it shows there too. */
  followsNavigation: boolean;
}

interface ToastState {
  toasts: Toast[];
  nextId: number;
}

// Toasts are raised only by guest actions in the browser, so one store per tab is enough; a server
// render never writes to it.
export const toastStore = createStore<ToastState>(() => ({ toasts: [], nextId: 1 }));

interface ShowToast {
  kind: ToastKind;
  message: string;
  /** True when the caller navigates right after (000 section 2: addtocart_redirect). */
  followsNavigation?: boolean;
}

/** Shows a toast; callers pass the already translated text (Toasts namespace, ui_strings applied). */
export function showToast({ followsNavigation = false, ...toast }: ShowToast): number {
  const { nextId, toasts } = toastStore.getState();
  // The same message again replaces the shown one (its time starts again) rather than stacking a copy;
  // at most MAX_TOASTS show, the newest, so they never wall off the screen (issue 14).
  const others = toasts.filter((shown) => shown.message !== toast.message);
  const next: Toast = { id: nextId, ...toast, screen: null, followsNavigation };
  toastStore.setState({ toasts: [...others, next].slice(-MAX_TOASTS), nextId: nextId + 1 });
  return nextId;
}

export function dismissToast(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/**
 * Whether a toast shows on `pathname` (issue 28 item 8): a toast belongs to the screen it was raised on,
 * and a navigation clears it, so "Item added" never stays over the next product's price. A toast that
 * follows its action's redirect belongs to the screen the redirect leads to.
 */
export function showsOn(toast: Toast, pathname: string): boolean {
  return toast.screen === null || toast.screen === pathname || toast.followsNavigation;
}

/** Ties new toasts to the screen, hands a redirecting toast to the screen it led to, and drops the rest. */
function settleToasts(pathname: string): void {
  const { toasts } = toastStore.getState();
  const settled = toasts.flatMap((toast): Toast[] => {
    if (toast.screen === null) return [{ ...toast, screen: pathname }];
    if (toast.screen === pathname) return [toast];
    return toast.followsNavigation ? [{ ...toast, screen: pathname, followsNavigation: false }] : [];
  });
  const changed = settled.length !== toasts.length || settled.some((toast, index) => toast !== toasts[index]);
  if (changed) toastStore.setState({ toasts: settled });
}

/**
 * The live region the toasts appear in; mounted once by the shell. It stands above whatever bar is
 * fixed or stuck at the bottom of the screen (cart bar, Add, Checkout), never over it.
 */
export function ToastViewport({ closeLabel }: { closeLabel: string }) {
  const pathname = usePathname() ?? "";
  const all = useStore(toastStore, (state) => state.toasts);
  // Filtered while rendering, so the screen a navigation opens never paints an earlier screen's toast.
  const toasts = all.filter((toast) => showsOn(toast, pathname));
  const inset = useBottomBarsInset(toasts.length > 0);
  useEffect(() => settleToasts(pathname), [pathname, all]);
  return (
    <div
      role="status"
      aria-live="polite"
      data-toasts
      style={{ bottom: `calc(${inset}px + 0.75rem)` }}
      className="pointer-events-none fixed inset-x-0 z-50 flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} />
      ))}
    </div>
  );
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return <ToastView kind={toast.kind} message={toast.message} closeLabel={closeLabel} onClose={() => dismissToast(toast.id)} />;
}
