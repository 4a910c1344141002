"use client";

import { useRef, type ReactNode } from "react";

type Props = { label: string; previousLabel: string; nextLabel: string; children: ReactNode };

/** A CSS scroll-snap carousel; the buttons move one slide, mirrored in right-to-left pages. */
export function CategoryPromotionCarousel({ label, previousLabel, nextLabel, children }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const move = (step: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === "rtl";
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({ left: step * (rtl ? -1 : 1) * element.clientWidth, behavior: reduced ? "auto" : "smooth" });
  };
  const button =
    "rounded-full bg-button-bg px-4 py-2 font-bold text-button-text focus-visible:outline-2 focus-visible:outline-offset-2";
  return (
    <section aria-roledescription="carousel" aria-label={label} className="flex flex-col gap-2">
      <div
        ref={track}
        tabIndex={0}
        className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth focus-visible:outline-2 focus-visible:outline-text"
      >
        {children}
      </div>
      <div className="flex justify-center gap-4">
        <button type="button" className={button} onClick={() => move(-1)} aria-label={previousLabel}>
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ‹
          </span>
        </button>
        <button type="button" className={button} onClick={() => move(1)} aria-label={nextLabel}>
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ›
          </span>
        </button>
      </div>
    </section>
  );
}
