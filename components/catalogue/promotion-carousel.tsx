"use client";

import { useTranslations } from "next-intl";
import { Children, useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

type Props = { label: string; previousLabel: string; nextLabel: string; children: ReactNode };

/** Which slide fills the track: scrollLeft runs negative in right-to-left pages, so only its size counts. */
export function slideIndex(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count === 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(scrollLeft) / slideWidth)));
}

/**
 * The one promotion carousel, for the promotions screen and for a category that shows promotions
 * (000 section 2): one slide per view with CSS scroll-snap, so a swipe works with no script; the
 * buttons and the arrow keys (on the focused track) move one slide, mirrored right to left. The
 * position is announced politely, and a button that the move disables hands the focus to the other.
 */
export function PromotionCarousel({ label, previousLabel, nextLabel, children }: Props) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const [current, setCurrent] = useState(0);
  // The slide a button or key is smooth-scrolling to: the slides passed on the way are not announced.
  const moving = useRef<number | null>(null);
  const t = useTranslations("Carousel");

  const goTo = useCallback(
    (index: number) => {
      const element = track.current;
      if (!element) return;
      const target = Math.min(count - 1, Math.max(0, index));
      const rtl = getComputedStyle(element).direction === "rtl";
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      moving.current = target;
      element.scrollTo({ left: (rtl ? -1 : 1) * target * element.clientWidth, behavior: reduced ? "auto" : "smooth" });
      setCurrent(target);
      // A focused button that becomes disabled would drop the focus to the page.
      if (target === 0 && document.activeElement === previous.current) next.current?.focus();
      if (target === count - 1 && document.activeElement === next.current) previous.current?.focus();
    },
    [count],
  );

  function onScroll(element: HTMLUListElement) {
    const index = slideIndex(element.scrollLeft, element.clientWidth, count);
    if (moving.current !== null && index !== moving.current) return;
    moving.current = null;
    setCurrent(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    const moves: Record<string, number> = { [forward]: current + 1, [backward]: current - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  }

  const button =
    "rounded-full bg-button-bg px-4 py-2 text-xl font-bold leading-none text-button-text focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-40";
  return (
    <section aria-roledescription="carousel" aria-label={label} className="flex flex-col gap-3">
      <ul
        id={trackId}
        ref={track}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onScroll={(event) => onScroll(event.currentTarget)}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain focus-visible:outline-2 focus-visible:outline-text"
      >
        {slides.map((slide, index) => (
          <li key={index} className="w-full shrink-0 snap-center snap-always">
            {slide}
          </li>
        ))}
      </ul>
      {count > 1 && (
        <div className="flex items-center justify-center gap-4">
          <button
            ref={previous}
            type="button"
            className={button}
            onClick={() => goTo(current - 1)}
            disabled={current === 0}
            aria-controls={trackId}
            aria-label={previousLabel}
          >
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ‹
            </span>
          </button>
          <p aria-live="polite" className="min-w-16 text-center text-sm">
            {t("position", { current: current + 1, total: count })}
          </p>
          <button
            ref={next}
            type="button"
            className={button}
            onClick={() => goTo(current + 1)}
            disabled={current === count - 1}
            aria-controls={trackId}
            aria-label={nextLabel}
          >
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ›
            </span>
          </button>
        </div>
      )}
    </section>
  );
}
