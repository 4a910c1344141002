/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { CartStoreProvider } from "@/components/cart/cart-store-provider";
import { cartStorageKey } from "@/lib/cart/storage";
import { oldDietaryFilterKey } from "@/lib/cart/stored-dietary-filter";
import messages from "@/messages/en.json";
import { DietaryFilterBar, type DietaryFilterBarProps } from "./dietary-filter-bar";
import { DietaryProductNote } from "./dietary-product-note";

const VEGAN = 1;
const NUTS = 5;

const LICENCE = "diet-test";

const props: DietaryFilterBarProps = {
  properties: [
    { id: VEGAN, name: "Vegan", icon: null },
    { id: NUTS, name: "Contains nuts", icon: null },
  ],
  dishes: [
    { id: 11, properties: [VEGAN] },
    { id: 12, properties: [VEGAN, NUTS] },
    { id: 13, properties: [NUTS] },
    { id: 14, properties: [] },
  ],
};

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** The filter in the cart's lasting entry for the venue, as the cart store writes it (lib/cart/store.ts persistedPart). */
function keep(dietaryFilter: unknown) {
  window.localStorage.setItem(cartStorageKey(LICENCE), JSON.stringify({ state: { customerName: "", dietaryFilter }, version: 0 }));
}

function keptFilter(licence = LICENCE): unknown {
  return (JSON.parse(window.localStorage.getItem(cartStorageKey(licence)) ?? "{}") as { state?: { dietaryFilter?: unknown } }).state
    ?.dietaryFilter;
}

function inProviders(children: ReactNode) {
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <CartStoreProvider licence={LICENCE}>{children}</CartStoreProvider>
    </NextIntlClientProvider>
  );
}

const bar = (overrides: Partial<DietaryFilterBarProps> = {}) => inProviders(<DietaryFilterBar {...props} {...overrides} />);

const style = (container: HTMLElement) => container.querySelector("style")?.textContent ?? "";

describe("DietaryFilterBar", () => {
  it("renders no filter on the server, whatever the device holds: cached pages are the same for every guest", () => {
    keep({ require: [], avoid: [NUTS] });
    const html = renderToString(bar());
    expect(html).toContain("Dietary filter");
    expect(html).not.toContain("hidden by your filter");
    expect(html).not.toContain("<style");
  });

  it("hydrates the server's page without a mismatch, then applies the stored filter", () => {
    // The server's HTML, rendered where no storage is, as on the server.
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(bar());
    keep({ require: [], avoid: [NUTS] });
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const onRecoverableError = jest.fn();
    render(bar(), { container, hydrate: true, onRecoverableError });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(screen.getByRole("status")).toHaveTextContent("2 dishes hidden by your filter");
  });

  it("hides the dishes of the stored filter and says how many, with Show marking them instead", () => {
    keep({ require: [], avoid: [NUTS] });
    const { container } = render(bar());
    expect(screen.getByRole("status")).toHaveTextContent("2 dishes hidden by your filter");
    expect(screen.getByRole("button", { name: "Dietary filter: 1 choice" })).toBeInTheDocument();
    expect(style(container)).toContain('[data-dish-id="12"],[data-dish-id="13"]');
    expect(style(container)).toContain("display:none");

    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByRole("status")).toHaveTextContent("2 dishes outside your filter are shown");
    expect(style(container)).not.toContain("display:none");
    expect(style(container)).toContain('[data-dish-id="12"] [data-dietary-note]');

    fireEvent.click(screen.getByRole("button", { name: "Hide them" }));
    expect(style(container)).toContain("display:none");
  });

  it("sets a choice in the dialog, keeps it on the device for this licence, and clears it", async () => {
    const { container } = render(bar());
    expect(screen.getByRole("status")).toHaveTextContent("");
    // The dialog's code loads on the first open.
    fireEvent.click(screen.getByRole("button", { name: "Dietary filter" }));
    const dialog = await screen.findByRole("dialog", { name: "Dietary filter" });
    fireEvent.click(within(within(dialog).getByRole("group", { name: "Vegan" })).getByRole("radio", { name: "Only dishes with it" }));

    expect(keptFilter()).toEqual({ require: [VEGAN], avoid: [] });
    expect(keptFilter("another-venue")).toBeUndefined();
    expect(screen.getByRole("status")).toHaveTextContent("2 dishes hidden by your filter");
    expect(style(container)).toContain('[data-dish-id="13"],[data-dish-id="14"]');

    fireEvent.click(within(dialog).getByRole("button", { name: "Clear filter" }));
    expect(within(within(dialog).getByRole("group", { name: "Vegan" })).getByRole("radio", { name: "No preference" })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(container.querySelector("style")).toBeNull();
  });

  it("ignores a stored property the menu no longer has, and damaged storage", () => {
    keep({ require: [99], avoid: [] });
    const { unmount } = render(bar());
    expect(screen.getByRole("status")).toHaveTextContent("");
    unmount();
    keep({ require: [], avoid: [NUTS, "x"] });
    const second = render(bar());
    expect(screen.getByRole("button", { name: "Dietary filter" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("");
    second.unmount();
    window.localStorage.setItem(cartStorageKey(LICENCE), "{not json");
    render(bar());
    expect(screen.getByRole("button", { name: "Dietary filter" })).toBeInTheDocument();
  });

  it("keeps a guest's filter from before the cart held it: moved into the cart once, the old key gone", () => {
    window.localStorage.setItem(oldDietaryFilterKey(LICENCE), JSON.stringify({ require: [], avoid: [NUTS] }));
    render(bar());
    expect(screen.getByRole("status")).toHaveTextContent("2 dishes hidden by your filter");
    expect(keptFilter()).toEqual({ require: [], avoid: [NUTS] });
    expect(window.localStorage.getItem(oldDietaryFilterKey(LICENCE))).toBeNull();
  });

  it("follows a filter set in another tab, keeping this tab's cart", () => {
    window.sessionStorage.setItem(cartStorageKey(LICENCE), JSON.stringify({ state: { coupon: "SAVE10" }, version: 0 }));
    render(bar());
    expect(screen.getByRole("status")).toHaveTextContent("");
    const newValue = JSON.stringify({ state: { customerName: "", dietaryFilter: { require: [VEGAN], avoid: [] } }, version: 0 });
    window.localStorage.setItem(cartStorageKey(LICENCE), newValue);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: cartStorageKey(LICENCE), newValue, storageArea: window.localStorage }));
    });
    expect(screen.getByRole("status")).toHaveTextContent("2 dishes hidden by your filter");
    expect(JSON.parse(window.sessionStorage.getItem(cartStorageKey(LICENCE)) ?? "{}").state.coupon).toBe("SAVE10");
  });

  it("as the upsell's notice: the count without the filter's button", () => {
    keep({ require: [], avoid: [NUTS] });
    render(bar({ noticeOnly: true }));
    expect(screen.queryByRole("button", { name: /Dietary filter/ })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("2 dishes hidden by your filter");
  });
});

describe("DietaryProductNote", () => {
  it("marks the opened dish when it is outside the stored filter, and nothing else", () => {
    keep({ require: [], avoid: [NUTS] });
    const note = (properties: number[]) => inProviders(<DietaryProductNote menuPropertyIds={[VEGAN, NUTS]} properties={properties} />);
    const { rerender } = render(note([VEGAN, NUTS]));
    expect(screen.getByRole("status")).toHaveTextContent(messages.DietaryFilter.productNote);
    rerender(note([VEGAN]));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});
