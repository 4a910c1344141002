/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { IconButton } from "./icon-button";
import { look } from "./component-layer.test-support";

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
    expect(look(button.className)).toEqual(expect.arrayContaining(["size-11", "focus-visible:outline-current"]));
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
    expect(look(screen.getByRole("button", { name: "Next" }).className)).toEqual(
      expect.arrayContaining(["bg-button-bg", "text-button-text"]),
    );
    const dismiss = screen.getByRole("button", { name: "Dismiss" });
    expect(dismiss).toHaveClass("bg-white", "text-black", "rounded-full");
  });
});
