"use client";

import { useEffect, useState } from "react";
import { IconButton } from "@/components/ui/icon-button";
import { ModalDialog } from "@/components/ui/modal-dialog";

// Set on the window, which lasts as long as the page: a full load starts without it.
export const OPENED_THIS_LOAD = Symbol.for("carte.promotion-opened");
type Marked = { [OPENED_THIS_LOAD]?: boolean };

export interface PopupPromotion {
  title: string;
  image: { product: string | null; retina: string | null };
  video: string | null;
}

/**
 * The on-load promotion (000 section 2): a modal dialog, full screen on small screens, with a close
 * button. It is in the server HTML, so its image is the landing's largest paint without waiting for
 * the page's script; the close button works before the script too (a `<form method="dialog">`).
 * It opens once per page load: coming back to the screen inside the app does not open it again.
 */
export function PromotionPopup({ promotion, closeLabel }: { promotion: PopupPromotion; closeLabel: string }) {
  // Read only at mount: unset in the server render and at hydration, so the two agree.
  const [open, setOpen] = useState(() => typeof window === "undefined" || (window as Marked)[OPENED_THIS_LOAD] !== true);
  useEffect(() => {
    (window as Marked)[OPENED_THIS_LOAD] = true;
  }, []);
  const { image, video } = promotion;
  return (
    <ModalDialog
      open={open}
      onClose={() => setOpen(false)}
      aria-label={promotion.title}
      closeOnBackdrop
      // Fixed and full screen whether modal or not: the server HTML shows it before it is made modal.
      // Centred on wider screens, where a shadow stands in for the backdrop until then.
      className="fixed inset-0 z-50 m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black/70 sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:max-w-lg sm:rounded-lg sm:[&:not(:modal)]:shadow-[0_0_0_100vmax_rgb(0_0_0/0.7)]"
    >
      <div className="relative flex h-full flex-col items-center justify-center">
        {video ? (
          <video src={video} autoPlay muted loop playsInline className="max-h-full w-full object-contain" aria-label={promotion.title} />
        ) : image.product || image.retina ? (
          // eslint-disable-next-line @next/next/no-img-element -- venue promotion images are arbitrary URLs
          <img
            src={image.product ?? image.retina ?? ""}
            srcSet={image.product && image.retina ? `${image.product} 1x, ${image.retina} 2x` : undefined}
            alt={promotion.title}
            width={800}
            height={600}
            // The landing's largest paint whenever a popup opens on load.
            fetchPriority="high"
            className="max-h-full w-full object-contain"
          />
        ) : (
          <p className="p-8 text-center text-xl font-bold">{promotion.title}</p>
        )}
        <form method="dialog">
          <IconButton type="submit" label={closeLabel} className="absolute end-2 top-2 rounded-full bg-white text-2xl text-black">
            <span aria-hidden="true">×</span>
          </IconButton>
        </form>
      </div>
    </ModalDialog>
  );
}
