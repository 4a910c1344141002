"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ModalDialog } from "@/components/ui/modal-dialog";

type Props = { name: string; closeLabel: string; children: ReactNode };

/**
 * A product over the list it was opened from (issue 28 item 3): a bottom sheet on phones, a centred
 * dialog from the sm breakpoint, on the shared modal dialog (the list inert behind it, focus moved in
 * and back to the card). It is a history entry of its own, the product's URL, so every way of closing
 * it (Escape, the close button, the backdrop, the browser's back) is one step back to the list, which
 * never left the page and so keeps its scroll position. The page behind does not scroll meanwhile.
 */
export function ProductSheet({ name, closeLabel, children }: Props) {
  const router = useRouter();
  const close = useCallback(() => router.back(), [router]);
  useScrollLock();
  return (
    <ModalDialog
      open
      onClose={close}
      closeOnBackdrop
      aria-label={name}
      className="mx-auto mt-auto mb-0 h-[92dvh] max-h-[92dvh] w-full max-w-full overflow-hidden rounded-t-2xl bg-page-bg p-0 text-text shadow-xl backdrop:bg-black/50 sm:m-auto sm:h-auto sm:max-h-[90dvh] sm:w-[min(64rem,calc(100vw-2rem))] sm:rounded-lg"
    >
      <div data-product-sheet className="flex h-full max-h-[inherit] flex-col">
        <div className="flex shrink-0 justify-end px-2 pt-2">
          <Button variant="ghost" size="icon" onClick={close} aria-label={closeLabel} data-autofocus>
            <span aria-hidden="true">×</span>
          </Button>
        </div>
        {/* The sheet's own scroller: the product's Add bar sticks to its bottom, above the safe area. */}
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </div>
    </ModalDialog>
  );
}

/** The list behind keeps its place: the page does not scroll under the sheet (Chromium keeps scrollY). */
function useScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
    };
  }, []);
}
