/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { Select } from "./select";

describe("Select", () => {
  it("is a 44 px combobox named by its label", () => {
    const onChange = jest.fn();
    render(
      <label>
        Size
        <Select value="1" onChange={(event) => onChange(event.target.value)}>
          <option value="1">Small</option>
          <option value="2">Large</option>
        </Select>
      </label>,
    );
    const select = screen.getByRole("combobox", { name: "Size" });
    expect(select).toHaveClass("min-h-11", "bg-page-bg", "focus-visible:outline-primary");
    fireEvent.change(select, { target: { value: "2" } });
    expect(onChange).toHaveBeenCalledWith("2");
  });

  it("can be disabled", () => {
    render(<Select aria-label="Size" disabled />);
    expect(screen.getByRole("combobox", { name: "Size" })).toBeDisabled();
  });
});
