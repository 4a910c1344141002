/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { Checkbox, Radio } from "./choice";

describe("Radio and Checkbox", () => {
  it("draws the radio at 20 px in the primary colour in a 44 px row that is its label", () => {
    const onChange = jest.fn();
    render(
      <fieldset>
        <Radio name="size" value="1" label="Small" checked={false} onChange={onChange} />
        <Radio name="size" value="2" label="Large" checked onChange={onChange} />
      </fieldset>,
    );
    const small = screen.getByRole("radio", { name: "Small" });
    expect(small).toHaveClass("size-5", "accent-primary");
    expect(small.closest("label")).toHaveClass("min-h-11", "has-checked:border-primary");
    expect(screen.getByRole("radio", { name: "Large" })).toBeChecked();
    fireEvent.click(screen.getByText("Small"));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("has a disabled checkbox and a plain row", () => {
    render(<Checkbox label="Cheese" disabled look="plain" />);
    const box = screen.getByRole("checkbox", { name: "Cheese" });
    expect(box).toBeDisabled();
    expect(box.closest("label")).toHaveClass("min-h-11");
    expect(box.closest("label")).not.toHaveClass("border");
  });
});
