/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { Switch } from "./switch";

describe("Switch", () => {
  it("is a switch named by its label, on in the primary colour, in a 44 px row", () => {
    const onChange = jest.fn();
    render(<Switch label="Subscribe" checked={false} onChange={(event) => onChange(event.target.checked)} />);
    const toggle = screen.getByRole("switch", { name: "Subscribe" });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveClass("checked:bg-primary");
    expect(toggle.closest("label")).toHaveClass("min-h-11");
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("can be disabled", () => {
    render(<Switch label="Subscribe" disabled />);
    expect(screen.getByRole("switch", { name: "Subscribe" })).toBeDisabled();
  });
});
