/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { Sheet } from "./sheet";

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
});

describe("Sheet", () => {
  it("is a named dialog at the bottom of a phone screen and a card on wider ones", () => {
    render(
      <Sheet open onClose={() => {}} aria-label="Choose options">
        <p>Content</p>
      </Sheet>,
    );
    const dialog = screen.getByRole("dialog", { name: "Choose options" });
    expect(dialog).toHaveClass("mt-auto", "mb-0", "rounded-t-2xl", "bg-page-bg", "sm:m-auto");
    expect(dialog).toHaveTextContent("Content");
  });

  it("renders nothing when closed and closes on Escape", () => {
    const onClose = jest.fn();
    const { rerender } = render(
      <Sheet open={false} onClose={onClose} aria-label="Options">
        <p>Content</p>
      </Sheet>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    rerender(
      <Sheet open onClose={onClose} aria-label="Options">
        <p>Content</p>
      </Sheet>,
    );
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
