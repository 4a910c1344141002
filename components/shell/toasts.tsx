"use client";

import { useEffect } from "react";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { Toast as ToastView, type ToastKind } from "@/components/ui/toast";

/** 000 section 2 (shell behaviour): toasts hide themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/** How many toasts show at once. */
export const MAX_TOASTS = 2;

export type { ToastKind };

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  nextId: number;
}

// Toasts are raised only by guest actions in the browser, so one store per tab is enough; a server
// render never writes to it.
export const toastStore = createStore<ToastState>(() => ({ toasts: [], nextId: 1 }));

/** Shows a toast; callers pass the already translated text (Toasts namespace, ui_strings applied). */
export function showToast(toast: { kind: ToastKind; message: string }): number {
  const { nextId, toasts } = toastStore.getState();
  // The same message again replaces the shown one (its time starts again) rather than stacking a copy;
  // at most MAX_TOASTS show, the newest, so they never wall off the screen (issue 14).
  const others = toasts.filter((shown) => shown.message !== toast.message);
  toastStore.setState({ toasts: [...others, { id: nextId, ...toast }].slice(-MAX_TOASTS), nextId: nextId + 1 });
  return nextId;
}

export function dismissToast(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/** The live region the toasts appear in; mounted once by the shell. */
export function ToastViewport({ closeLabel }: { closeLabel: string }) {
  const toasts = useStore(toastStore, (state) => state.toasts);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex flex-col items-center gap-2 px-4"
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
