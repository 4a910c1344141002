import type { CarouselSlide } from "./product-carousel-slides";
import { carouselPosition, swipedSlide } from "./product-carousel-position";

const slide = (id: number): CarouselSlide => ({ id, name: `Product ${id}`, href: `/product/${id}/`, image: null });
const SLIDES = [slide(211), slide(212), slide(213)];

describe("carouselPosition", () => {
  it("finds the current product and its neighbours either side", () => {
    expect(carouselPosition(SLIDES, 212)).toEqual({ index: 1, previous: SLIDES[0], next: SLIDES[2] });
  });

  it("has no previous at the first product and no next at the last", () => {
    expect(carouselPosition(SLIDES, 211)).toEqual({ index: 0, previous: undefined, next: SLIDES[1] });
    expect(carouselPosition(SLIDES, 213)).toEqual({ index: 2, previous: SLIDES[1], next: undefined });
  });

  it("has no neighbours when the list does not hold the product", () => {
    expect(carouselPosition(SLIDES, 999)).toEqual({ index: -1, previous: undefined, next: undefined });
  });
});

describe("swipedSlide", () => {
  it("opens the product a swipe settles on, either way", () => {
    expect(swipedSlide(SLIDES, 212, 2)).toBe(SLIDES[2]);
    expect(swipedSlide(SLIDES, 212, 0)).toBe(SLIDES[0]);
    expect(swipedSlide(SLIDES, 211, 2)?.href).toBe("/product/213/");
  });

  it("opens nothing when the swipe comes back to the current product or settles outside the list", () => {
    expect(swipedSlide(SLIDES, 212, 1)).toBeUndefined();
    expect(swipedSlide(SLIDES, 212, 3)).toBeUndefined();
    expect(swipedSlide(SLIDES, 212, -1)).toBeUndefined();
  });
});
