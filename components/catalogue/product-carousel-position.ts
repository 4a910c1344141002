import type { CarouselSlide } from "./product-carousel-slides";

export interface CarouselPosition {
  /** The current product's slide, or -1 when the list does not hold it. */
  index: number;
  previous: CarouselSlide | undefined;
  next: CarouselSlide | undefined;
}

/** Where the current product sits among its siblings, and its neighbours either side. */
export function carouselPosition(slides: readonly CarouselSlide[], currentId: number): CarouselPosition {
  const index = slides.findIndex((slide) => slide.id === currentId);
  if (index < 0) return { index, previous: undefined, next: undefined };
  return { index, previous: slides[index - 1], next: slides[index + 1] };
}

/**
 * The product a swipe opens: the slide it settled on, unless that is the current product (a swipe
 * that came back) or out of range.
 */
export function swipedSlide(slides: readonly CarouselSlide[], currentId: number, settled: number): CarouselSlide | undefined {
  const slide = slides[settled];
  return slide && slide.id !== currentId ? slide : undefined;
}
