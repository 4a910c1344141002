/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { Button, buttonClass } from "./button";

describe("Button", () => {
  it("is a 44 px button in the theme's button colours that does not submit by default", () => {
    const onClick = jest.fn();
    render(
      <form onSubmit={() => onClick("submitted")}>
        <Button onClick={() => onClick("clicked")}>Add</Button>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Add" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveClass("min-h-11", "min-w-11", "bg-button-bg", "text-button-text");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledWith("clicked");
  });

  it("submits when asked, and a disabled button does nothing", () => {
    const onClick = jest.fn();
    render(
      <>
        <Button type="submit">Send</Button>
        <Button disabled onClick={onClick}>
          Merge
        </Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Send" })).toHaveAttribute("type", "submit");
    const disabled = screen.getByRole("button", { name: "Merge" });
    expect(disabled).toBeDisabled();
    expect(disabled).toHaveClass("btn");
    fireEvent.click(disabled);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("takes the cart screen's and the feedback form's theme colours, a large and an icon size", () => {
    expect(buttonClass({ variant: "cart" })).toContain("bg-cart-button-bg text-cart-button-text");
    expect(buttonClass({ variant: "feedback" })).toContain("bg-feedback-button-bg text-feedback-button-text");
    expect(buttonClass({ variant: "secondary" })).toContain("border-current");
    expect(buttonClass({ size: "lg", full: true })).toMatch(/min-h-12 .*w-full/);
    expect(buttonClass({ size: "icon" })).toContain("size-11");
  });

  it("lets a caller's padding and text size replace the size's", () => {
    const names = buttonClass({ size: "lg" }, "px-3 text-base").split(" ");
    expect(names).toEqual(expect.arrayContaining(["min-h-12", "px-3", "text-base"]));
    expect(names).not.toContain("px-6");
    expect(names).not.toContain("text-lg");
    expect(buttonClass({}, "text-white").split(" ")).toContain("px-4");
  });

  it("gives a link the same look", () => {
    render(
      <a href="https://example.com/" className={buttonClass({}, "self-start")}>
        Back
      </a>,
    );
    expect(screen.getByRole("link", { name: "Back" })).toHaveClass("min-h-11", "bg-button-bg", "self-start");
  });
});
