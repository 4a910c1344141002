/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import arMessages from "@/messages/ar.json";
import messages from "@/messages/en.json";
import { PromotionCarousel } from "./promotion-carousel";

// jsdom lays nothing out: the track and each slide are given the view's width (400 px), the slides side
// by side, which is what the carousel's CSS does in a browser, so embla measures one slide per view.
const WIDTH = 400;
const slideOrder = (node: HTMLElement) =>
  node.tagName === "LI" && node.parentElement ? [...node.parentElement.children].indexOf(node) : 0;

beforeAll(() => {
  // Embla reads the last slide's end margin; jsdom computes no default for it.
  document.head.insertAdjacentHTML("beforeend", "<style>li { margin: 0 }</style>");
  const inert = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Object.defineProperty(window, "ResizeObserver", { value: inert, configurable: true });
  Object.defineProperty(window, "IntersectionObserver", { value: inert, configurable: true });
  Object.defineProperty(window, "matchMedia", {
    value: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
    configurable: true,
  });
  Object.defineProperty(HTMLElement.prototype, "offsetWidth", {
    get: () => WIDTH,
    configurable: true,
  });
  Object.defineProperty(HTMLElement.prototype, "offsetLeft", {
    get(this: HTMLElement) {
      return slideOrder(this) * WIDTH;
    },
    configurable: true,
  });
});

function renderCarousel(slides = ["One", "Two", "Three"], locale: "en" | "ar" = "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "ar" ? arMessages : messages}>
      <PromotionCarousel label="Promotions" previousLabel="Previous promotion" nextLabel="Next promotion" rtl={locale === "ar"}>
        {slides.map((slide) => (
          <p key={slide}>{slide}</p>
        ))}
      </PromotionCarousel>
    </NextIntlClientProvider>,
  );
}

describe("PromotionCarousel", () => {
  it("is a labelled carousel region whose buttons control its track", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Promotions" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const track = screen.getByRole("list");
    expect(track).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("button", { name: "Next promotion" })).toHaveAttribute("aria-controls", track.id);
    expect(screen.getByRole("button", { name: "Previous promotion" })).toHaveAttribute("aria-controls", track.id);
  });

  it("moves one slide per button press, announces the position and disables the button at either end", () => {
    renderCarousel();
    const previous = screen.getByRole("button", { name: "Previous promotion" });
    const next = screen.getByRole("button", { name: "Next promotion" });
    const position = screen.getByText("1 of 3");
    expect(position).toHaveAttribute("aria-live", "polite");
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    expect(position).toHaveTextContent("2 of 3");
    fireEvent.click(next);
    expect(position).toHaveTextContent("3 of 3");
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
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
    expect(screen.getByText("3 of 3")).toBeInTheDocument();
    fireEvent.keyDown(track, { key: "ArrowLeft" });
    expect(screen.getByText("2 of 3")).toBeInTheDocument();
    fireEvent.keyDown(track, { key: "Home" });
    expect(screen.getByText("1 of 3")).toBeInTheDocument();
    fireEvent.keyDown(track, { key: "ArrowRight" });
    expect(screen.getByText("2 of 3")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("mirrors the arrow keys right to left, and words the position in the page's language", () => {
    renderCarousel(["One", "Two"], "ar");
    const track = screen.getByRole("list");
    const position = screen.getByText(/من/);
    expect(position).toHaveAttribute("aria-live", "polite");
    const before = position.textContent;
    fireEvent.keyDown(track, { key: "ArrowRight" });
    expect(position.textContent).toBe(before);
    fireEvent.keyDown(track, { key: "ArrowLeft" });
    expect(position.textContent).not.toBe(before);
    expect(screen.getByRole("button", { name: "Next promotion" })).toBeDisabled();
  });

  it("has no buttons or position for a single promotion", () => {
    renderCarousel(["Only"]);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText(/of 1/)).toBeNull();
  });
});
