/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { MAX_TOASTS, showToast, TOAST_DURATION_MS, toastStore, ToastViewport } from "./toasts";

describe("toasts", () => {
  beforeEach(() => {
    jest.useFakeTimers();
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

  it("shows the same message once, its time starting again, and at most two toasts, the newest", () => {
    render(<ToastViewport closeLabel="Close" />);
    act(() => {
      showToast({ kind: "success", message: "Item added to cart" });
    });
    act(() => jest.advanceTimersByTime(4000));
    act(() => {
      showToast({ kind: "success", message: "Item added to cart" });
    });
    expect(screen.getAllByText("Item added to cart")).toHaveLength(1);
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole("status")).toHaveTextContent("Item added to cart");

    act(() => {
      showToast({ kind: "warning", message: "Active order on this table" });
      showToast({ kind: "warning", message: "We are currently closed." });
    });
    expect(MAX_TOASTS).toBe(2);
    expect(screen.getAllByRole("button", { name: "Close" })).toHaveLength(2);
    expect(screen.getByRole("status")).not.toHaveTextContent("Item added to cart");
    expect(screen.getByRole("status")).toHaveTextContent("Active order on this table");
  });
});
