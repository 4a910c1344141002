"use client";

import useEmblaCarousel from "embla-carousel-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link, useRouter } from "@/i18n/navigation";
import { arrowStep } from "./carousel-keys";
import { carouselPosition, swipedSlide } from "./product-carousel-position";
import type { CarouselSlide } from "./product-carousel-slides";

type Props = {
  slides: readonly CarouselSlide[];
  currentId: number;
  /** Names the carousel: the category, or the search. */
  label: string;
  rtl: boolean;
  /**
   * In the product sheet (issue 28 item 3) a neighbour replaces the product on screen: the sheet stays one
   * history entry, so closing it returns to the screen it was opened from, not to the dish before. No
   * scroll either: the screen behind stays where the guest left it.
   */
  replace?: boolean;
};

/**
 * The siblings of the product (000 section 2): a strip of the category's products (or the search
 * results) with the current one centred. A swipe opens the product it lands on; previous and next,
 * and the arrow keys, open the neighbouring product.
 */
export function ProductCarousel({ slides, currentId, label, rtl, replace = false }: Props) {
  const t = useTranslations("Product");
  const router = useRouter();
  const { index, previous, next } = carouselPosition(slides, currentId);
  // Only the first render places the strip; a later product glides to its slide (below).
  const [startIndex] = useState(Math.max(0, index));
  // Without containScroll every slide keeps its own snap, so the first and last can be centred too.
  const [viewport, embla] = useEmblaCarousel({ align: "center", containScroll: false, startIndex, direction: rtl ? "rtl" : "ltr" });
  const latest = useRef({ slides, currentId, replace });

  useEffect(() => {
    latest.current = { slides, currentId, replace };
    if (!embla || index < 0) return;
    embla.scrollTo(index, window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  }, [embla, slides, currentId, index, replace]);

  useEffect(() => {
    if (!embla) return;
    // Only a glide that follows the guest's release opens a product: the strip following the URL,
    // or the focus, opens nothing, and a strip caught again mid-glide waits for the next release.
    let released = false;
    const onPointerDown = () => (released = false);
    const onPointerUp = () => (released = true);
    const onSlideFocus = () => (released = false);
    const onSettle = () => {
      if (!released) return;
      released = false;
      const target = swipedSlide(latest.current.slides, latest.current.currentId, embla.selectedScrollSnap());
      if (target) open(router, target.href, latest.current.replace);
    };
    embla.on("pointerDown", onPointerDown).on("pointerUp", onPointerUp).on("slideFocusStart", onSlideFocus).on("settle", onSettle);
    return () => {
      embla.off("pointerDown", onPointerDown).off("pointerUp", onPointerUp).off("slideFocusStart", onSlideFocus).off("settle", onSettle);
    };
  }, [embla, router]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event.key, rtl);
    const target = step === 1 ? next : step === -1 ? previous : undefined;
    if (!target) return;
    event.preventDefault();
    open(router, target.href, replace);
  };

  if (slides.length < 2) return null;
  const arrow =
    "flex size-11 shrink-0 items-center justify-center rounded-full border border-black/20 bg-page-bg text-xl focus-visible:outline-2 focus-visible:outline-primary";
  return (
    <section aria-roledescription="carousel" aria-label={label} className="flex items-center gap-2 py-2">
      <NeighbourLink slide={previous} label={t("previousProduct")} className={arrow} glyph={rtl ? "›" : "‹"} replace={replace} />
      <div ref={viewport} className="min-w-0 flex-1 overflow-hidden">
        <ul onKeyDown={onKeyDown} className="flex touch-pan-y touch-pinch-zoom py-1">
          {slides.map((slide) => {
            const isCurrent = slide.id === currentId;
            return (
              <li key={slide.id} className="w-28 shrink-0 px-1.5" aria-roledescription="slide">
                <Link
                  href={slide.href}
                  replace={replace}
                  scroll={!replace}
                  aria-current={isCurrent ? "page" : undefined}
                  draggable={false}
                  className={`flex flex-col gap-1 rounded-md p-1 text-xs focus-visible:outline-2 focus-visible:outline-primary ${isCurrent ? "ring-2 ring-primary" : ""}`}
                >
                  {slide.image ? (
                    // eslint-disable-next-line @next/next/no-img-element -- venue images are arbitrary URLs (ui-brief: plain img)
                    <img
                      src={slide.image.src}
                      width={slide.image.width}
                      height={slide.image.height}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      draggable={false}
                      className="aspect-4/3 w-full rounded object-cover"
                    />
                  ) : (
                    <span aria-hidden="true" className="aspect-4/3 w-full rounded bg-black/5" />
                  )}
                  <span className="line-clamp-2">{slide.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <NeighbourLink slide={next} label={t("nextProduct")} className={arrow} glyph={rtl ? "‹" : "›"} replace={replace} />
    </section>
  );
}

function NeighbourLink({
  slide,
  label,
  className,
  glyph,
  replace,
}: {
  slide: CarouselSlide | undefined;
  label: string;
  className: string;
  glyph: string;
  replace: boolean;
}) {
  if (!slide) {
    return (
      <span aria-hidden="true" className={`${className} opacity-30`}>
        {glyph}
      </span>
    );
  }
  return (
    <Link href={slide.href} replace={replace} scroll={!replace} aria-label={label} className={className}>
      <span aria-hidden="true">{glyph}</span>
    </Link>
  );
}

function open(router: ReturnType<typeof useRouter>, href: string, replace: boolean) {
  if (replace) router.replace(href, { scroll: false });
  else router.push(href);
}
