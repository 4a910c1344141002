import { isFromSearch, readSearchQuery, searchQueryString, searchResultHref } from "./search-query";

describe("search query in the URL", () => {
  it("reads the term and comma-separated properties", () => {
    expect(readSearchQuery({ q: "Karak", p: "6,2" })).toEqual({ searchTerm: "Karak", checkedProperties: [2, 6] });
  });

  it("reads repeated p values (a form submitted without JavaScript) and drops junk and duplicates", () => {
    expect(readSearchQuery({ p: ["3", "1,x", "3", ""] })).toEqual({ searchTerm: "", checkedProperties: [1, 3] });
  });

  it("is empty without parameters", () => {
    expect(readSearchQuery({})).toEqual({ searchTerm: "", checkedProperties: [] });
    expect(searchQueryString({ searchTerm: "", checkedProperties: [] })).toBe("");
  });

  it("writes q and p, encoding the term", () => {
    expect(searchQueryString({ searchTerm: "za'atar & co", checkedProperties: [5, 1] })).toBe("q=za'atar%20%26%20co&p=1,5");
  });

  it("round-trips", () => {
    const query = { searchTerm: "Ümm Ali", checkedProperties: [2, 4] };
    const params = Object.fromEntries(new URLSearchParams(searchQueryString(query)));
    expect(readSearchQuery(params)).toEqual(query);
  });

  it("links a result to the product page with from=search and the query", () => {
    expect(searchResultHref(221, { searchTerm: "karak", checkedProperties: [] })).toBe("/product/221/?from=search&q=karak");
    expect(searchResultHref(7, { searchTerm: "", checkedProperties: [1] })).toBe("/product/7/?from=search&p=1");
    expect(isFromSearch({ from: "search" })).toBe(true);
    expect(isFromSearch({})).toBe(false);
  });
});
