"use client";

import useEmblaCarousel from "embla-carousel-react";
import { useTranslations } from "next-intl";
import { Children, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { IconButton } from "@/components/ui/icon-button";
import { arrowStep } from "./carousel-keys";

type Props = { label: string; previousLabel: string; nextLabel: string; rtl: boolean; children: ReactNode };

/**
 * The one promotion carousel, for the promotions screen and for a category that shows promotions
 * (000 section 2): one slide per view, moved by a swipe (touch or mouse drag), by the buttons and by
 * the arrow keys, Home and End on the focused track, mirrored right to left. The position is
 * announced politely, and a button that the move disables hands the focus to the other.
 */
export function PromotionCarousel({ label, previousLabel, nextLabel, rtl, children }: Props) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const trackId = useId();
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const [viewport, embla] = useEmblaCarousel({ direction: rtl ? "rtl" : "ltr" });
  const [current, setCurrent] = useState(0);
  const t = useTranslations("Carousel");

  useEffect(() => {
    if (!embla) return;
    // The slide a move is heading for, once: the slides a glide passes are not announced.
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  const goTo = useCallback(
    (index: number) => {
      const target = Math.min(count - 1, Math.max(0, index));
      embla?.scrollTo(target, window.matchMedia("(prefers-reduced-motion: reduce)").matches);
      // A focused button that becomes disabled would drop the focus to the page.
      if (target === 0 && document.activeElement === previous.current) next.current?.focus();
      if (target === count - 1 && document.activeElement === next.current) previous.current?.focus();
    },
    [count, embla],
  );

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const step = arrowStep(event.key, rtl);
    const target = step !== 0 ? current + step : event.key === "Home" ? 0 : event.key === "End" ? count - 1 : undefined;
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  }

  const button = "rounded-full font-bold disabled:opacity-40";
  return (
    <section aria-roledescription="carousel" aria-label={label} className="flex flex-col gap-3">
      <div ref={viewport} className="overflow-hidden">
        <ul
          id={trackId}
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="flex touch-pan-y touch-pinch-zoom focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-text"
        >
          {slides.map((slide, index) => (
            <li key={index} className="w-full min-w-0 shrink-0">
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {count > 1 && (
        <div className="flex items-center justify-center gap-4">
          <IconButton
            ref={previous}
            variant="primary"
            label={previousLabel}
            className={button}
            onClick={() => goTo(current - 1)}
            disabled={current === 0}
            aria-controls={trackId}
          >
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ‹
            </span>
          </IconButton>
          <p aria-live="polite" className="min-w-16 text-center text-sm">
            {t("position", { current: current + 1, total: count })}
          </p>
          <IconButton
            ref={next}
            variant="primary"
            label={nextLabel}
            className={button}
            onClick={() => goTo(current + 1)}
            disabled={current === count - 1}
            aria-controls={trackId}
          >
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ›
            </span>
          </IconButton>
        </div>
      )}
    </section>
  );
}
