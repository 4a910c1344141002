/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ModalDialog } from "./modal-dialog";

// jsdom has <dialog> but not its modal methods; the mock records which dialogs were made modal and,
// as browsers do, makes the rest of the page inert while one is open: focus() outside it does nothing.
const madeModal: HTMLDialogElement[] = [];
const focus = HTMLElement.prototype.focus;
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException("already open", "InvalidStateError");
    this.setAttribute("open", "");
    madeModal.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
  HTMLElement.prototype.focus = function inertAwareFocus(this: HTMLElement, options?: FocusOptions) {
    const modal = madeModal.find((dialog) => dialog.isConnected && dialog.open);
    if (modal && !modal.contains(this)) return;
    focus.call(this, options);
  };
});
afterAll(() => {
  HTMLElement.prototype.focus = focus;
});
beforeEach(() => {
  madeModal.length = 0;
});

function Opener({ portal }: { portal: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalDialog open={open} portal={portal} onClose={() => setOpen(false)} aria-label="Offer" className="">
        <input aria-label="Quantity" data-autofocus />
        <form method="dialog">
          <button type="submit">Close</button>
        </form>
      </ModalDialog>
    </>
  );
}

describe("ModalDialog", () => {
  it.each([true, false])("opens modal, focuses data-autofocus, closes on Escape and gives focus back (portal %s)", (portal) => {
    render(<Opener portal={portal} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Offer" });
    expect(madeModal).toEqual([dialog]);
    expect(dialog.parentElement === document.body).toBe(portal);
    expect(screen.getByRole("textbox", { name: "Quantity" })).toHaveFocus();

    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes when a <form method="dialog"> closed it natively, and ignores a close event arriving while open', () => {
    render(<Opener portal={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Offer" });
    // A close event queued while the dialog was made modal reaches it once it is open again.
    fireEvent(dialog, new Event("close"));
    expect(screen.getByRole("dialog", { name: "Offer" })).toBeInTheDocument();
    act(() => {
      if (dialog instanceof HTMLDialogElement) dialog.close();
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes on a click on its backdrop only when asked to", () => {
    const onClose = jest.fn();
    const { rerender } = render(
      <ModalDialog open onClose={onClose} aria-label="Offer" className="">
        <p>Inside</p>
      </ModalDialog>,
    );
    fireEvent.click(screen.getByText("Inside"));
    fireEvent.click(screen.getByRole("dialog"));
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <ModalDialog open onClose={onClose} aria-label="Offer" className="" closeOnBackdrop>
        <p>Inside</p>
      </ModalDialog>,
    );
    fireEvent.click(screen.getByText("Inside"));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("dialog"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe("ModalDialog open on load (server HTML)", () => {
  const tree = (onClose: () => void) => (
    <div>
      <ModalDialog open onClose={onClose} aria-label="Breakfast until noon" className="">
        <p>Promotion</p>
      </ModalDialog>
    </div>
  );

  it("is in the server HTML as <dialog open>, followed by the script that makes it modal while parsing", () => {
    const html = renderToString(tree(() => {}));
    expect(html).toMatch(/^<div><dialog open="" aria-label="Breakfast until noon"[^>]*><p>Promotion<\/p><\/dialog><script>/);
    expect(html).toContain('d.removeAttribute("open");d.showModal()');
    expect(html).toContain("document.currentScript.previousElementSibling");
  });

  it("is made modal on hydration when the script has not run (here jsdom runs no scripts)", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree(() => {}));
    document.body.append(container);
    act(() => {
      hydrateRoot(
        container,
        tree(() => {}),
      );
    });
    const dialog = container.querySelector("dialog");
    expect(dialog).not.toBeNull();
    expect(madeModal).toEqual([dialog]);
    // The script was for the server HTML only.
    expect(container.querySelector("script")).toBeNull();
    container.remove();
  });

  it("stays closed when the guest closed it before the page hydrated", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree(() => {}));
    container.querySelector("dialog")?.removeAttribute("open");
    document.body.append(container);
    const onClose = jest.fn();
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    act(() => {
      hydrateRoot(container, tree(onClose));
    });
    errors.mockRestore();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(madeModal).toEqual([]);
    container.remove();
  });
});
