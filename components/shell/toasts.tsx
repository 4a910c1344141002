"use client";

import { useEffect } from "react";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

/** 000 section 2 (shell behaviour): toasts hide themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/** How many toasts show at once. */
export const MAX_TOASTS = 2;

export type ToastKind = "success" | "warning";

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
  const colours = toast.kind === "success" ? "bg-green-800 text-white" : "bg-amber-300 text-black";
  return (
    <div className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-md py-1 ps-4 pe-2 shadow-lg ${colours}`}>
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={closeLabel}
        className="-me-2 inline-flex size-11 shrink-0 items-center justify-center rounded text-lg leading-none focus-visible:outline-2"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
