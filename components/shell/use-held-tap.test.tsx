/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { HELD_TAP_SCRIPT, type HeldTaps } from "./held-tap-script";
import { useHeldTap } from "./use-held-tap";

const taps = () => (window as { __carteTaps?: HeldTaps }).__carteTaps;

function AddButton({ onAdd }: { onAdd: () => void }) {
  const heldTap = useHeldTap("product-add:7", onAdd);
  return (
    <button type="button" onClick={onAdd} {...heldTap}>
      Add
    </button>
  );
}

// The script as the page runs it, before any component: once, as its listener stays on the window.
beforeAll(() => new Function(HELD_TAP_SCRIPT)());

beforeEach(() => {
  document.body.innerHTML = "";
  const kept = taps();
  if (kept) Object.assign(kept, { held: {}, live: {} });
});

describe("a tap before hydration (issue 27)", () => {
  test("is held: the form is not submitted and the page's other listeners never see it", () => {
    document.body.innerHTML = '<form><button type="submit" data-replay-tap="product-add:7"><span>Add</span></button></form>';
    const submitted = jest.fn();
    const seen = jest.fn();
    document.querySelector("form")?.addEventListener("submit", submitted);
    document.addEventListener("click", seen, true);
    const inner = document.querySelector("span") as HTMLElement;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    inner.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    expect(seen).not.toHaveBeenCalled();
    expect(taps()?.held).toEqual({ "product-add:7": 1 });
    document.removeEventListener("click", seen, true);
  });

  test("elsewhere on the page passes as it came", () => {
    document.body.innerHTML = '<a href="#menu">Menu</a>';
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("a")?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(taps()?.held).toEqual({});
  });

  test("runs once when its button has hydrated, however many times it was tapped", () => {
    document.body.innerHTML = '<button data-replay-tap="product-add:7">Add</button>';
    const button = document.querySelector("button") as HTMLElement;
    button.click();
    button.click();
    document.body.innerHTML = "";
    const onAdd = jest.fn();
    const { unmount } = render(<AddButton onAdd={onAdd} />);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(taps()?.held).toEqual({});
    unmount();
    render(<AddButton onAdd={onAdd} />);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  test("after hydration, a tap reaches the button's own handler once and is not held", () => {
    const onAdd = jest.fn();
    render(<AddButton onAdd={onAdd} />);
    expect(onAdd).not.toHaveBeenCalled();
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Add" }));
    });
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(taps()?.held).toEqual({});
  });
});
