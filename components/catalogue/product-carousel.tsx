"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { Link, useRouter } from "@/i18n/navigation";
import type { CardImage } from "./product-card-image";

export interface CarouselSlide {
  id: number;
  name: string;
  href: string;
  image: CardImage | null;
}

type Props = {
  slides: readonly CarouselSlide[];
  currentId: number;
  /** Names the carousel: the category, or the search. */
  label: string;
  rtl: boolean;
};

/**
 * The siblings of the product (000 section 2): a swipeable, snapping strip of the category's products
 * (or the search results) with the current one centred; previous and next, and the arrow keys, open
 * the neighbouring product.
 */
export function ProductCarousel({ slides, currentId, label, rtl }: Props) {
  const t = useTranslations("Product");
  const router = useRouter();
  const current = useRef<HTMLAnchorElement>(null);
  const index = slides.findIndex((slide) => slide.id === currentId);
  const previous = index > 0 ? slides[index - 1] : undefined;
  const next = index >= 0 ? slides[index + 1] : undefined;

  useEffect(() => {
    current.current?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [currentId]);

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    const target = event.key === forward ? next : event.key === backward ? previous : undefined;
    if (!target) return;
    event.preventDefault();
    router.push(target.href);
  };

  if (slides.length < 2) return null;
  const arrow =
    "flex size-11 shrink-0 items-center justify-center rounded-full border border-black/20 bg-page-bg text-xl focus-visible:outline-2 focus-visible:outline-primary";
  return (
    <section aria-roledescription="carousel" aria-label={label} className="flex items-center gap-2 py-2">
      <NeighbourLink slide={previous} label={t("previousProduct")} className={arrow} glyph={rtl ? "›" : "‹"} />
      <ul
        onKeyDown={onKeyDown}
        className="flex flex-1 snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain scroll-smooth py-1 [scrollbar-width:none]"
      >
        {slides.map((slide) => {
          const isCurrent = slide.id === currentId;
          return (
            <li key={slide.id} className="w-28 shrink-0 snap-center" aria-roledescription="slide">
              <Link
                ref={isCurrent ? current : undefined}
                href={slide.href}
                aria-current={isCurrent ? "page" : undefined}
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
      <NeighbourLink slide={next} label={t("nextProduct")} className={arrow} glyph={rtl ? "‹" : "›"} />
    </section>
  );
}

function NeighbourLink({
  slide,
  label,
  className,
  glyph,
}: {
  slide: CarouselSlide | undefined;
  label: string;
  className: string;
  glyph: string;
}) {
  if (!slide) {
    return (
      <span aria-hidden="true" className={`${className} opacity-30`}>
        {glyph}
      </span>
    );
  }
  return (
    <Link href={slide.href} aria-label={label} className={className}>
      <span aria-hidden="true">{glyph}</span>
    </Link>
  );
}
