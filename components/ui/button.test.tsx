/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { Button, buttonClass } from "./button";
import { look } from "./component-layer.test-support";

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
    expect(look(button.className)).toEqual(expect.arrayContaining(["min-h-11", "min-w-11", "bg-button-bg", "text-button-text"]));
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
    expect(look(buttonClass({ variant: "cart" }))).toEqual(expect.arrayContaining(["bg-cart-button-bg", "text-cart-button-text"]));
    expect(look(buttonClass({ variant: "feedback" }))).toEqual(
      expect.arrayContaining(["bg-feedback-button-bg", "text-feedback-button-text"]),
    );
    expect(look(buttonClass({ variant: "secondary" }))).toContain("border-current");
    expect(look(buttonClass({ size: "lg", full: true }))).toEqual(expect.arrayContaining(["min-h-12", "w-full"]));
    expect(look(buttonClass({ size: "icon" }))).toContain("size-11");
  });

  it("lets a caller's padding and text size replace the size's: the size is a component class, the caller's are utilities", () => {
    const names = buttonClass({ size: "lg" }, "px-3 text-base").split(" ");
    expect(names).toEqual(["btn", "btn-primary", "btn-lg", "px-3", "text-base"]);
    expect(look("btn-lg")).toEqual(expect.arrayContaining(["px-6", "text-lg"]));
    expect(look(buttonClass({}, "text-white"))).toContain("px-4");
  });

  it("gives a link the same look", () => {
    render(
      <a href="https://example.com/" className={buttonClass({}, "self-start")}>
        Back
      </a>,
    );
    expect(look(screen.getByRole("link", { name: "Back" }).className)).toEqual(
      expect.arrayContaining(["min-h-11", "bg-button-bg", "self-start"]),
    );
  });
});
