/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import arMessages from "@/messages/ar.json";
import messages from "@/messages/en.json";
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

  function renderCarousel(slides = ["One", "Two", "Three"], locale: "en" | "ar" = "en") {
    render(
      <NextIntlClientProvider locale={locale} messages={locale === "ar" ? arMessages : messages}>
        <PromotionCarousel label="Promotions" previousLabel="Previous promotion" nextLabel="Next promotion">
          {slides.map((slide) => (
            <p key={slide}>{slide}</p>
          ))}
        </PromotionCarousel>
      </NextIntlClientProvider>,
    );
  }

  it("is a labelled carousel region whose buttons control its track", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Promotions" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const track = screen.getByRole("list");
    expect(track).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("button", { name: "Next promotion" })).toHaveAttribute("aria-controls", track.id);
    expect(screen.getByRole("button", { name: "Previous promotion" })).toHaveAttribute("aria-controls", track.id);
  });

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

  it("announces the position politely as it moves", () => {
    renderCarousel();
    const position = screen.getByText("1 of 3");
    expect(position).toHaveAttribute("aria-live", "polite");
    fireEvent.click(screen.getByRole("button", { name: "Next promotion" }));
    expect(position).toHaveTextContent("2 of 3");
  });

  it("hands the focus to the other button when the focused one reaches the end and is disabled", () => {
    renderCarousel();
    const previous = screen.getByRole("button", { name: "Previous promotion" });
    const next = screen.getByRole("button", { name: "Next promotion" });
    next.focus();
    fireEvent.click(next);
    fireEvent.click(next);
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();
    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(previous).toBeDisabled();
    expect(next).toHaveFocus();
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

  it("keeps the slide a swipe settles on, but not the slides a button's smooth scroll passes", () => {
    renderCarousel();
    const track = screen.getByRole("list");
    fireEvent.click(screen.getByRole("button", { name: "Next promotion" }));
    fireEvent.click(screen.getByRole("button", { name: "Next promotion" }));
    track.scrollLeft = 390; // on the way from the first slide to the third
    fireEvent.scroll(track);
    expect(screen.getByText("3 of 3")).toBeInTheDocument();
    track.scrollLeft = 800;
    fireEvent.scroll(track);
    track.scrollLeft = 410; // the guest swipes back one
    fireEvent.scroll(track);
    expect(screen.getByText("2 of 3")).toBeInTheDocument();
  });

  it("has no buttons or position for a single promotion", () => {
    renderCarousel(["Only"]);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText(/of 1/)).toBeNull();
  });

  it("words the position in the page's language", () => {
    renderCarousel(["One", "Two"], "ar");
    expect(screen.getByText(/من/)).toHaveAttribute("aria-live", "polite");
  });
});
