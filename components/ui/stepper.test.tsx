/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { Stepper } from "./stepper";
import { look } from "./component-layer.test-support";

describe("Stepper", () => {
  function renderStepper(canDecrease: boolean, canIncrease: boolean) {
    const onDecrease = jest.fn();
    const onIncrease = jest.fn();
    render(
      <Stepper
        label="Quantity"
        decreaseLabel="Decrease quantity"
        increaseLabel="Increase quantity"
        canDecrease={canDecrease}
        canIncrease={canIncrease}
        onDecrease={onDecrease}
        onIncrease={onIncrease}
      >
        <span>2</span>
      </Stepper>,
    );
    return { onDecrease, onIncrease };
  }

  it("is a named group of 44 px minus and plus buttons around the value", () => {
    const { onDecrease, onIncrease } = renderStepper(true, true);
    const group = screen.getByRole("group", { name: "Quantity" });
    expect(group).toHaveTextContent("2");
    const minus = screen.getByRole("button", { name: "Decrease quantity" });
    const plus = screen.getByRole("button", { name: "Increase quantity" });
    expect(look(minus.className)).toContain("size-11");
    fireEvent.click(minus);
    fireEvent.click(plus);
    expect(onDecrease).toHaveBeenCalledTimes(1);
    expect(onIncrease).toHaveBeenCalledTimes(1);
  });

  it("disables a button at its limit", () => {
    const { onDecrease } = renderStepper(false, true);
    const minus = screen.getByRole("button", { name: "Decrease quantity" });
    expect(minus).toBeDisabled();
    fireEvent.click(minus);
    expect(onDecrease).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Increase quantity" })).toBeEnabled();
  });
});
