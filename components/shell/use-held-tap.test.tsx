/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { HELD_TAP_SCRIPT, type HeldTaps } from "./held-tap-script";
import { useHeldChoice, useHeldTap } from "./use-held-tap";

const taps = () => (window as { __carteTaps?: HeldTaps }).__carteTaps;

function AddButton({ onAdd }: { onAdd: () => void }) {
  const heldTap = useHeldTap("product-add:7", onAdd);
  return (
    <button type="button" onClick={onAdd} {...heldTap}>
      Add
    </button>
  );
}

function Languages({ onChoose }: { onChoose: (value: string) => void }) {
  const heldChoice = useHeldChoice("language", onChoose);
  return (
    <select aria-label="Language" defaultValue="en" {...heldChoice}>
      <option value="en">English</option>
      <option value="ar">العربية</option>
    </select>
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

describe("a select's choice before hydration (issue 27: the header's language)", () => {
  const serverSelect =
    '<select data-replay-tap="language"><option value="en">English</option><option value="ar">Arabic</option><option value="fr">French</option></select>';

  test("opens as the browser's own control: a click on it is not held", () => {
    document.body.innerHTML = serverSelect;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("select")?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(taps()?.held).toEqual({});
  });

  test("keeps the last choice and makes it once the select has hydrated", () => {
    document.body.innerHTML = serverSelect;
    const select = document.querySelector("select") as HTMLSelectElement;
    for (const value of ["fr", "ar"]) {
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
    expect(taps()?.held).toEqual({ language: "=ar" });
    document.body.innerHTML = "";
    const onChoose = jest.fn();
    const { unmount } = render(<Languages onChoose={onChoose} />);
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith("ar");
    unmount();
    render(<Languages onChoose={onChoose} />);
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  test("after hydration, a change is the component's own and is not held", () => {
    const onChoose = jest.fn();
    render(<Languages onChoose={onChoose} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "ar" } });
    expect(taps()?.held).toEqual({});
    expect(onChoose).not.toHaveBeenCalled();
  });

  test("a button's held tap is not taken for a choice, nor a choice for a tap", () => {
    document.body.innerHTML = '<button data-replay-tap="language">x</button>';
    (document.querySelector("button") as HTMLElement).click();
    document.body.innerHTML = "";
    const onChoose = jest.fn();
    render(<Languages onChoose={onChoose} />);
    expect(onChoose).not.toHaveBeenCalled();
  });
});
