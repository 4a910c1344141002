"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";

type Props = {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The modal of the add-to-cart flows (variations, Input Quantity). A native modal <dialog> makes the
 * rest of the page inert (the focus trap) and closes on Escape; focus goes back to the control that
 * opened it, which browsers do not all guarantee. The first field to focus carries data-autofocus.
 * It is portalled to <body> so its form never nests inside the detail screen's own form.
 */
export function ModalDialog({ open, ...props }: Props) {
  // Only a guest's action opens it, so it never renders on the server.
  if (!open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ title, closeLabel, onClose, children }: Omit<Props, "open">) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // Focus moves here rather than through autoFocus, which would fire before the opener is remembered.
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => opener?.focus();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the parent closes it, so open state and the dialog never disagree.
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-page-bg p-0 text-text shadow-xl backdrop:bg-black/50"
    >
      <div className="flex max-h-[85dvh] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-black/10 px-4 py-3">
          <h2 id={titleId} className="font-title text-lg">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="rounded px-2 text-2xl leading-none focus-visible:outline-2 focus-visible:outline-primary"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="overflow-y-auto px-4 py-3">{children}</div>
      </div>
    </dialog>
  );
}
