import { renderToStaticMarkup } from "react-dom/server";
import { findInfoPage, InfoPage } from "./info-page";

const menu = {
  pages: [
    { id: 1, title: "About us", content: "<h2>Saffron &amp; Sand</h2><p>Hello</p>" },
    { id: 2, title: "Terms", content: '<p onclick="steal()">Prices</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' },
  ],
};

describe("info page", () => {
  it("finds a page by its id and nothing for an unknown or malformed id", () => {
    expect(findInfoPage(menu, "1")?.title).toBe("About us");
    expect(findInfoPage(menu, "9")).toBeNull();
    expect(findInfoPage(menu, "1abc")).toBeNull();
    expect(findInfoPage(menu, "")).toBeNull();
  });

  it("renders the title and the venue's HTML", () => {
    const html = renderToStaticMarkup(<InfoPage page={menu.pages[0] ?? { id: 0, title: "", content: "" }} />);
    expect(html).toContain("<h1");
    expect(html).toContain("About us</h1>");
    expect(html).toContain("<h2>Saffron &amp; Sand</h2><p>Hello</p>");
  });

  it("drops scripts, event handlers and javascript: links from the content", () => {
    const html = renderToStaticMarkup(<InfoPage page={menu.pages[1] ?? { id: 0, title: "", content: "" }} />);
    expect(html).toContain("<p>Prices</p>");
    expect(html).not.toMatch(/script|onclick|javascript:/);
  });
});
