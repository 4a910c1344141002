"use client";

import { useEffect } from "react";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

/** 000 section 2 (shell behaviour): toasts hide themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

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
  toastStore.setState({ toasts: [...toasts, { id: nextId, ...toast }], nextId: nextId + 1 });
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
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
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
    <div className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-md px-4 py-3 shadow-lg ${colours}`}>
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={closeLabel}
        className="rounded px-1 text-lg leading-none focus-visible:outline-2"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
