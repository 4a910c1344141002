"use client";

import { useId, type ReactNode } from "react";
import { ModalDialog } from "@/components/ui/modal-dialog";

type Props = {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The titled card of the add-to-cart flows (variations, Input Quantity) on the shared modal dialog.
 * Only a guest's action opens it; it is portalled to <body> so its form never nests inside the detail
 * screen's own form.
 */
export function AddToCartDialog({ open, title, closeLabel, onClose, children }: Props) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      portal
      onClose={onClose}
      aria-labelledby={titleId}
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
    </ModalDialog>
  );
}
