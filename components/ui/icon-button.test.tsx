/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { IconButton } from "./icon-button";

describe("IconButton", () => {
  it("is a 44 px button named by its label, not by its glyph, that does not submit", () => {
    const onClick = jest.fn();
    render(
      <form onSubmit={() => onClick("submitted")}>
        <IconButton label="Close" onClick={() => onClick("clicked")}>
          <span aria-hidden="true">×</span>
        </IconButton>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Close" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveClass("btn", "size-11", "focus-visible:outline-current");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledWith("clicked");
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("takes a variant, and a caller's colours replace the variant's", () => {
    render(
      <>
        <IconButton label="Next" variant="primary" />
        <IconButton label="Dismiss" className="rounded-full bg-white text-black" />
      </>,
    );
    expect(screen.getByRole("button", { name: "Next" })).toHaveClass("bg-button-bg", "text-button-text");
    const dismiss = screen.getByRole("button", { name: "Dismiss" });
    expect(dismiss).toHaveClass("bg-white", "text-black", "rounded-full");
  });
});
