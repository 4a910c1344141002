/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { usePathname } from "next/navigation";
import { MAX_TOASTS, showToast, TOAST_DURATION_MS, toastStore, ToastViewport } from "./toasts";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));
const pathname = jest.mocked(usePathname);

describe("toasts", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    pathname.mockReturnValue("/en/product/101/");
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.useRealTimers());

  it("announces a toast politely and hides it after 5000 ms", () => {
    render(<ToastViewport closeLabel="Close" />);
    act(() => {
      showToast({ kind: "success", message: "Item added to cart" });
    });
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toHaveTextContent("Item added to cart");
    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(4999));
    expect(region).toHaveTextContent("Item added to cart");
    act(() => jest.advanceTimersByTime(1));
    expect(region).not.toHaveTextContent("Item added to cart");
  });

  it("closes a toast with its close button", () => {
    render(<ToastViewport closeLabel="Close" />);
    act(() => {
      showToast({ kind: "warning", message: "Active order on this table" });
    });
    act(() => screen.getByRole("button", { name: "Close" }).click());
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows the same message once, its time starting again, and at most two toasts, the newest", async () => {
    render(<ToastViewport closeLabel="Close" />);
    await act(async () => {
      showToast({ kind: "success", message: "Item added to cart" });
    });
    act(() => jest.advanceTimersByTime(4000));
    await act(async () => {
      showToast({ kind: "success", message: "Item added to cart" });
    });
    expect(screen.getAllByText("Item added to cart")).toHaveLength(1);
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole("status")).toHaveTextContent("Item added to cart");

    await act(async () => {
      showToast({ kind: "warning", message: "Active order on this table" });
      showToast({ kind: "warning", message: "We are currently closed." });
    });
    expect(MAX_TOASTS).toBe(2);
    expect(screen.getAllByRole("button", { name: "Close" })).toHaveLength(2);
    expect(screen.getByRole("status")).not.toHaveTextContent("Item added to cart");
    expect(screen.getByRole("status")).toHaveTextContent("Active order on this table");
  });

  it("clears a toast when the guest goes to another screen (issue 28 item 8)", () => {
    const { rerender } = render(<ToastViewport closeLabel="Close" />);
    act(() => {
      showToast({ kind: "warning", message: "Active order on this table" });
    });
    expect(screen.getByRole("status")).toHaveTextContent("Active order on this table");
    pathname.mockReturnValue("/en/product/102/");
    rerender(<ToastViewport closeLabel="Close" />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it("keeps a toast whose action redirects for the screen it leads to, and clears it at the next navigation", () => {
    const { rerender } = render(<ToastViewport closeLabel="Close" />);
    act(() => {
      showToast({ kind: "success", message: "Item added to cart", followsNavigation: true });
    });
    pathname.mockReturnValue("/en/category/1/");
    rerender(<ToastViewport closeLabel="Close" />);
    expect(screen.getByRole("status")).toHaveTextContent("Item added to cart");
    pathname.mockReturnValue("/en/product/102/");
    rerender(<ToastViewport closeLabel="Close" />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("stands above the bars at the bottom of the screen", () => {
    document.body.innerHTML = '<div data-bottom-bar id="bar"></div>';
    const bar = document.getElementById("bar") as HTMLElement;
    bar.getBoundingClientRect = () => ({ top: window.innerHeight - 80, bottom: window.innerHeight, height: 80 }) as DOMRect;
    render(<ToastViewport closeLabel="Close" />);
    act(() => {
      showToast({ kind: "success", message: "Item added to cart" });
    });
    expect(screen.getByRole("status").style.bottom).toBe("calc(80px + 0.75rem)");
  });
});
