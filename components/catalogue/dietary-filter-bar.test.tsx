/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import messages from "@/messages/en.json";
import { DietaryFilterBar, type DietaryFilterBarProps } from "./dietary-filter-bar";
import { DietaryProductNote } from "./dietary-product-note";
import { dietaryFilterKey, readDietaryFilter } from "./dietary-filter-store";

const VEGAN = 1;
const NUTS = 5;

const props: DietaryFilterBarProps = {
  licence: "diet-test",
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
beforeEach(() => window.localStorage.clear());

function bar(overrides: Partial<DietaryFilterBarProps> = {}) {
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <DietaryFilterBar {...props} {...overrides} />
    </NextIntlClientProvider>
  );
}

const style = (container: HTMLElement) => container.querySelector("style")?.textContent ?? "";

describe("DietaryFilterBar", () => {
  it("renders no filter on the server, whatever the device holds: cached pages are the same for every guest", () => {
    window.localStorage.setItem(dietaryFilterKey(props.licence), JSON.stringify({ require: [], avoid: [NUTS] }));
    const html = renderToString(bar());
    expect(html).toContain("Dietary filter");
    expect(html).not.toContain("hidden by your filter");
    expect(html).not.toContain("<style");
  });

  it("hides the dishes of the stored filter and says how many, with Show marking them instead", () => {
    window.localStorage.setItem(dietaryFilterKey(props.licence), JSON.stringify({ require: [], avoid: [NUTS] }));
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

    expect(readDietaryFilter(window.localStorage, props.licence)).toEqual({ require: [VEGAN], avoid: [] });
    expect(readDietaryFilter(window.localStorage, "another-venue")).toEqual({ require: [], avoid: [] });
    expect(screen.getByRole("status")).toHaveTextContent("2 dishes hidden by your filter");
    expect(style(container)).toContain('[data-dish-id="13"],[data-dish-id="14"]');

    fireEvent.click(within(dialog).getByRole("button", { name: "Clear filter" }));
    expect(within(within(dialog).getByRole("group", { name: "Vegan" })).getByRole("radio", { name: "No preference" })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(container.querySelector("style")).toBeNull();
  });

  it("ignores a stored property the menu no longer has, and damaged storage", () => {
    window.localStorage.setItem(dietaryFilterKey(props.licence), JSON.stringify({ require: [99], avoid: [] }));
    const { unmount } = render(bar());
    expect(screen.getByRole("status")).toHaveTextContent("");
    unmount();
    window.localStorage.setItem(dietaryFilterKey(props.licence), "{not json");
    render(bar());
    expect(screen.getByRole("button", { name: "Dietary filter" })).toBeInTheDocument();
  });

  it("as the upsell's notice: the count without the filter's button", () => {
    window.localStorage.setItem(dietaryFilterKey(props.licence), JSON.stringify({ require: [], avoid: [NUTS] }));
    render(bar({ noticeOnly: true }));
    expect(screen.queryByRole("button", { name: /Dietary filter/ })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("2 dishes hidden by your filter");
  });
});

describe("DietaryProductNote", () => {
  it("marks the opened dish when it is outside the stored filter, and nothing else", () => {
    window.localStorage.setItem(dietaryFilterKey(props.licence), JSON.stringify({ require: [], avoid: [NUTS] }));
    const note = (properties: number[]) => (
      <NextIntlClientProvider locale="en" messages={messages}>
        <DietaryProductNote licence={props.licence} menuPropertyIds={[VEGAN, NUTS]} properties={properties} />
      </NextIntlClientProvider>
    );
    const { rerender } = render(note([VEGAN, NUTS]));
    expect(screen.getByRole("status")).toHaveTextContent(messages.DietaryFilter.productNote);
    rerender(note([VEGAN]));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});
