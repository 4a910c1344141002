/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { SEARCH_DEBOUNCE_MS, SearchForm } from "./search-form";

const replace = jest.fn();
jest.mock("@/i18n/navigation", () => ({ useRouter: () => ({ replace }) }));

const PROPERTIES = [
  { id: 1, name: "Vegan", icon: "/demo/icons/vegan.svg" },
  { id: 3, name: "Spicy", icon: null },
];

function renderForm(initialTerm = "", initialChecked: number[] = []) {
  render(
    <SearchForm
      initialTerm={initialTerm}
      initialChecked={initialChecked}
      properties={PROPERTIES}
      labels={{ search: "Search the menu", properties: "Filter by properties" }}
    />,
  );
}

describe("SearchForm", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    replace.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it("puts the typed term in the URL once typing pauses", () => {
    renderForm();
    const box = screen.getByRole("searchbox", { name: "Search the menu" });
    fireEvent.change(box, { target: { value: "ka" } });
    fireEvent.change(box, { target: { value: "karak" } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(replace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith("/search/?q=karak", { scroll: false });
  });

  it("adds and removes checked properties at once, keeping the term", () => {
    renderForm("tea", [3]);
    expect(screen.getByRole("checkbox", { name: "Spicy" })).toBeChecked();
    fireEvent.click(screen.getByRole("checkbox", { name: "Vegan" }));
    act(() => jest.advanceTimersByTime(0));
    expect(replace).toHaveBeenLastCalledWith("/search/?q=tea&p=1,3", { scroll: false });
    fireEvent.click(screen.getByRole("checkbox", { name: "Spicy" }));
    act(() => jest.advanceTimersByTime(0));
    expect(replace).toHaveBeenLastCalledWith("/search/?q=tea&p=1", { scroll: false });
  });

  it("goes back to the bare search screen when both are cleared", () => {
    renderForm("x");
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "" } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(replace).toHaveBeenCalledWith("/search/", { scroll: false });
  });

  it("names the property group", () => {
    renderForm();
    expect(screen.getByRole("group", { name: "Filter by properties" })).toBeInTheDocument();
  });
});
