/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { Chip, ChipButton, chipClass } from "./chip";

describe("Chip", () => {
  it("is a 44 px checkbox named by its text, chosen in the primary colour", () => {
    const onChange = jest.fn();
    render(
      <Chip checked={false} onChange={onChange}>
        Vegan
      </Chip>,
    );
    const box = screen.getByRole("checkbox", { name: "Vegan" });
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledTimes(1);
    const chip = box.closest("label");
    expect(chip).toHaveClass("chip", "has-checked:border-primary");
  });

  it("can be a radio and disabled", () => {
    render(
      <Chip type="radio" name="tip" disabled>
        10%
      </Chip>,
    );
    expect(screen.getByRole("radio", { name: "10%" })).toBeDisabled();
  });

  it("marks a chosen link chip", () => {
    expect(chipClass({ selected: true })).toContain("border-primary");
    expect(chipClass()).not.toMatch(/(^| )border-primary( |$)/);
    expect(chipClass({ look: "solid", selected: true })).toContain("bg-header-bg font-bold text-header-text");
    expect(chipClass({ look: "solid" })).toContain("has-checked:bg-header-bg");
    // A link or button chip holds no input, so it carries none of the checked state's classes.
    expect(chipClass({ look: "solid", selected: false })).not.toContain("has-checked:");
  });

  it("is a button chip that does not submit, chosen when selected", () => {
    const onClick = jest.fn();
    render(
      <form onSubmit={() => onClick("submitted")}>
        <ChipButton selected aria-pressed onClick={() => onClick("clicked")}>
          Delivery
        </ChipButton>
        <ChipButton look="solid">Pickup</ChipButton>
      </form>,
    );
    const chosen = screen.getByRole("button", { name: "Delivery", pressed: true });
    expect(chosen).toHaveAttribute("type", "button");
    expect(chosen).toHaveClass("chip", "border-primary", "bg-primary/10");
    fireEvent.click(chosen);
    expect(onClick).toHaveBeenCalledWith("clicked");
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Pickup" })).toHaveClass("border-header-bg", "bg-card-bg");
  });
});
