"use client";

import { useEffect, useRef, type MouseEvent } from "react";

export interface PopupPromotion {
  title: string;
  image: { product: string | null; retina: string | null };
  video: string | null;
}

/**
 * The on-load promotion (000 section 2): a modal dialog, full screen on small screens, with a close
 * button; the native dialog traps focus and closes on Escape.
 */
export function PromotionPopup({ promotion, closeLabel }: { promotion: PopupPromotion; closeLabel: string }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  function close() {
    dialog.current?.close();
  }
  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  const { image, video } = promotion;
  return (
    <dialog
      ref={dialog}
      aria-label={promotion.title}
      onClick={onDialogClick}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black/70 sm:m-auto sm:h-auto sm:max-h-[90dvh] sm:max-w-lg sm:rounded-lg"
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
            className="max-h-full w-full object-contain"
          />
        ) : (
          <p className="p-8 text-center text-xl font-bold">{promotion.title}</p>
        )}
        <button
          type="button"
          onClick={close}
          aria-label={closeLabel}
          className="absolute end-2 top-2 flex size-10 items-center justify-center rounded-full bg-white text-2xl leading-none text-black focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </dialog>
  );
}
