"use client";

import { Children, useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

type Props = { label: string; previousLabel: string; nextLabel: string; children: ReactNode };

/** Which slide fills the track: scrollLeft runs negative in right-to-left pages, so only its size counts. */
export function slideIndex(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count === 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(scrollLeft) / slideWidth)));
}

/**
 * The promotions carousel (000 'Promotions'): one slide per view with CSS scroll-snap, so a swipe
 * works with no script; the buttons and the arrow keys move one slide, mirrored right to left.
 */
export function PromotionCarousel({ label, previousLabel, nextLabel, children }: Props) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  const goTo = useCallback((index: number) => {
    const element = track.current;
    if (!element) return;
    const target = Math.min(count - 1, Math.max(0, index));
    const rtl = getComputedStyle(element).direction === "rtl";
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({ left: (rtl ? -1 : 1) * target * element.clientWidth, behavior: reduced ? "auto" : "smooth" });
    setCurrent(target);
  }, [count]);

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
    "rounded-full bg-primary px-4 py-2 text-xl font-bold leading-none text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-40";
  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <ul
        ref={track}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onScroll={(event) => setCurrent(slideIndex(event.currentTarget.scrollLeft, event.currentTarget.clientWidth, count))}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain focus-visible:outline-2 focus-visible:outline-primary"
      >
        {slides.map((slide, index) => (
          <li key={index} className="w-full shrink-0 snap-center snap-always">
            {slide}
          </li>
        ))}
      </ul>
      {count > 1 && (
        <div className="flex justify-center gap-4">
          <button type="button" className={button} onClick={() => goTo(current - 1)} disabled={current === 0} aria-label={previousLabel}>
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">‹</span>
          </button>
          <button type="button" className={button} onClick={() => goTo(current + 1)} disabled={current === count - 1} aria-label={nextLabel}>
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
