/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { Toast } from "./toast";
import { look } from "./component-layer.test-support";

describe("Toast", () => {
  it("shows the message with a 44 px close button", () => {
    const onClose = jest.fn();
    render(<Toast kind="success" message="Item added to cart" closeLabel="Close" onClose={onClose} />);
    expect(screen.getByText("Item added to cart")).toBeInTheDocument();
    const close = screen.getByRole("button", { name: "Close" });
    expect(look(close.className)).toContain("size-11");
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("colours a warning apart from a success", () => {
    const { container } = render(<Toast kind="warning" message="Active order" closeLabel="Close" onClose={() => {}} />);
    expect(container.firstChild).toHaveClass("bg-amber-300");
    expect(container.firstChild).not.toHaveClass("bg-green-800");
  });
});
