"use client";

import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { isProductPath, PRODUCT_SHEET_TITLE_ID } from "@/lib/shell/product-sheet";

type Props = { closeLabel: string; children: ReactNode };

/**
 * A product over the screen it was opened from, a list mostly (issue 28 item 3): a bottom sheet on phones,
 * a centred dialog from the sm breakpoint, on the shared modal dialog (the screen inert behind it, focus
 * moved in and back to the card). It is a history entry of its own, the product's URL, so every way of
 * closing it (Escape, the close button, the backdrop, the browser's back) is one step back to that screen,
 * which never left the page and so keeps its scroll position. The page behind does not scroll meanwhile.
 *
 * A client navigation from the sheet to another screen (Add with `addtocart_redirect: cart`) leaves the
 * @sheet slot as it was, since the slot has no page for that screen (a catch-all page there changes how
 * Next builds every screen it matches; docs/decisions/0211-product-sheet.md): the sheet shows only while the address is a
 * product's.
 */
export function ProductSheet(props: Props) {
  const pathname = usePathname();
  return isProductPath(pathname) ? <OpenSheet {...props} pathname={pathname} /> : null;
}

function OpenSheet({ closeLabel, children, pathname }: Props & { pathname: string }) {
  const router = useRouter();
  const close = useCallback(() => router.back(), [router]);
  useScrollLock();
  const content = useRef<HTMLDivElement>(null);
  useHiddenBehind(content);
  const scroller = useRef<HTMLDivElement>(null);
  // Another dish from the sheet's carousel is shown from its top.
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [pathname]);
  return (
    <ModalDialog
      open
      onClose={close}
      closeOnBackdrop
      // Named by the dish's title (ProductSheetScreen), which follows the carousel.
      aria-labelledby={PRODUCT_SHEET_TITLE_ID}
      // Fixed as a modal dialog is, already in the commit that opens it, before ModalDialog makes it modal:
      // Next's router scrolls the page to a new segment's content it finds out of view, and in flow the
      // dish would lie below the list, so the list would jump to its top.
      className="fixed inset-y-0 mx-auto mt-auto mb-0 h-[92dvh] max-h-[92dvh] w-full max-w-full overflow-hidden rounded-t-2xl bg-page-bg p-0 text-text shadow-xl backdrop:bg-black/50 sm:m-auto sm:h-auto sm:max-h-[90dvh] sm:w-[min(64rem,calc(100vw-2rem))] sm:rounded-lg"
    >
      <div ref={content} data-product-sheet className="flex h-full max-h-[inherit] flex-col">
        <div className="flex shrink-0 justify-end px-2 pt-2">
          <Button variant="ghost" size="icon" onClick={close} aria-label={closeLabel} data-autofocus>
            <span aria-hidden="true">×</span>
          </Button>
        </div>
        {/* The sheet's own scroller: the product's Add bar sticks to its bottom, above the safe area. */}
        <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          {children}
        </div>
      </div>
    </ModalDialog>
  );
}

/** The screen behind keeps its place: the page does not scroll under the sheet (Chromium keeps scrollY). */
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

/**
 * The screen behind is out of the accessibility tree while the sheet is open, as the modal dialog already
 * makes it inert: tools that read the tree without knowing `inert` (and older screen readers) then find
 * one product screen, not the list's cards beside it. Every sibling on the way from the sheet up to
 * <body> but live regions is hidden, and given back as it was.
 */
function useHiddenBehind(content: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const hidden: { element: Element; before: string | null }[] = [];
    for (let node = content.current; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        // Live regions (the toasts) keep speaking: what they say may be about the sheet.
        if (sibling === node || sibling.tagName === "SCRIPT" || sibling.matches("[aria-live]")) continue;
        hidden.push({ element: sibling, before: sibling.getAttribute("aria-hidden") });
        sibling.setAttribute("aria-hidden", "true");
      }
    }
    return () => {
      for (const { element, before } of hidden)
        if (before === null) element.removeAttribute("aria-hidden");
        else element.setAttribute("aria-hidden", before);
    };
  }, [content]);
}
