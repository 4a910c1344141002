/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { Chip, ChipButton, chipClass } from "./chip";
import { look } from "./component-layer.test-support";

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
    expect(chip).toHaveClass("chip");
    expect(look(chip?.className ?? "")).toContain("has-checked:border-primary");
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
    expect(look(chipClass({ selected: true }))).toContain("border-primary");
    expect(look(chipClass())).not.toContain("border-primary");
    expect(look(chipClass({ look: "solid", selected: true }))).toEqual(
      expect.arrayContaining(["bg-header-bg", "font-bold", "text-header-text"]),
    );
    expect(look(chipClass({ look: "solid" }))).toContain("has-checked:bg-header-bg");
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
    expect(look(chosen.className)).toEqual(expect.arrayContaining(["border-primary", "bg-primary/10"]));
    fireEvent.click(chosen);
    expect(onClick).toHaveBeenCalledWith("clicked");
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(look(screen.getByRole("button", { name: "Pickup" }).className)).toEqual(
      expect.arrayContaining(["border-header-bg", "bg-card-bg"]),
    );
  });
});
