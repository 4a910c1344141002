/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { LoadingOverlay } from "./loading-overlay";

describe("LoadingOverlay (000 section 4)", () => {
  it("is a status region carrying its text, blurring 5 px on layer 10000", () => {
    render(<LoadingOverlay label="Loading" />);
    const overlay = screen.getByRole("status");
    expect(overlay).toHaveTextContent("Loading");
    expect(overlay).toHaveClass("fixed", "inset-0", "z-[10000]", "backdrop-blur-[5px]");
  });

  it("draws a 70 by 70 grid spinner of nine dots in #0b9f93, hidden from assistive technology", () => {
    const { container } = render(<LoadingOverlay label="Cargando" />);
    const spinner = container.querySelector("svg");
    expect(spinner).toHaveAttribute("width", "70");
    expect(spinner).toHaveAttribute("height", "70");
    expect(spinner).toHaveAttribute("fill", "#0b9f93");
    expect(spinner).toHaveAttribute("aria-hidden", "true");
    expect(spinner?.querySelectorAll("circle")).toHaveLength(9);
    expect(screen.getByRole("status")).toHaveTextContent("Cargando");
  });

  it("has its spinner animation in globals.css, switched off for reduced motion", () => {
    const css = readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
    expect(css).toMatch(/\.grid-spinner circle \{\s*animation: grid-spinner-fade/);
    expect(css).toMatch(/prefers-reduced-motion: reduce\) \{\s*\.grid-spinner circle \{\s*animation: none;/);
  });
});
