/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { PromotionCarousel, slideIndex } from "./promotion-carousel";

describe("slideIndex", () => {
  it("counts whole slides from either direction and stays in range", () => {
    expect(slideIndex(0, 400, 3)).toBe(0);
    expect(slideIndex(390, 400, 3)).toBe(1);
    expect(slideIndex(-800, 400, 3)).toBe(2);
    expect(slideIndex(5000, 400, 3)).toBe(2);
    expect(slideIndex(100, 0, 3)).toBe(0);
  });
});

describe("PromotionCarousel", () => {
  const scrollTo = jest.fn();
  beforeAll(() => {
    Object.defineProperty(window, "matchMedia", { value: () => ({ matches: false }), configurable: true });
    Object.defineProperty(HTMLElement.prototype, "scrollTo", { value: scrollTo, configurable: true });
    Object.defineProperty(HTMLElement.prototype, "clientWidth", { get: () => 400, configurable: true });
  });
  beforeEach(() => scrollTo.mockClear());

  function renderCarousel() {
    render(
      <PromotionCarousel label="Promotions" previousLabel="Previous promotion" nextLabel="Next promotion">
        <p>One</p>
        <p>Two</p>
        <p>Three</p>
      </PromotionCarousel>,
    );
  }

  it("moves one slide per button press and disables the button at either end", () => {
    renderCarousel();
    const previous = screen.getByRole("button", { name: "Previous promotion" });
    const next = screen.getByRole("button", { name: "Next promotion" });
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: "smooth" });
    fireEvent.click(next);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 800, behavior: "smooth" });
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
  });

  it("follows the arrow keys, Home and End", () => {
    renderCarousel();
    const track = screen.getByRole("list");
    fireEvent.keyDown(track, { key: "End" });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 800, behavior: "smooth" });
    fireEvent.keyDown(track, { key: "ArrowLeft" });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: "smooth" });
    fireEvent.keyDown(track, { key: "Home" });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: "smooth" });
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });
});
