import { sanitiseHtml } from "./sanitise";

describe("sanitiseHtml", () => {
  it("keeps basic formatting", () => {
    const html = "<h2>Title</h2><p>Our <strong>best</strong> <em>dishes</em><br>today</p><ul><li>One</li></ul>";
    expect(sanitiseHtml(html)).toBe("<h2>Title</h2><p>Our <strong>best</strong> <em>dishes</em><br />today</p><ul><li>One</li></ul>");
  });

  it("drops scripts and styles with their content", () => {
    expect(sanitiseHtml("<p>Hi</p><script>alert(1)</script><style>p{color:red}</style>")).toBe("<p>Hi</p>");
  });

  it("drops event handlers and style attributes", () => {
    expect(sanitiseHtml('<p onclick="alert(1)" style="color:red">Hi</p>')).toBe("<p>Hi</p>");
    expect(sanitiseHtml('<img src="/demo/a.svg" onerror="alert(1)" alt="A">')).toBe('<img src="/demo/a.svg" alt="A" />');
  });

  it("allows http, https, mailto and tel links only", () => {
    expect(sanitiseHtml('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com">x</a>');
    expect(sanitiseHtml('<a href="mailto:a@b.c">x</a>')).toBe('<a href="mailto:a@b.c">x</a>');
    expect(sanitiseHtml('<a href="tel:+97140000000">x</a>')).toBe('<a href="tel:+97140000000">x</a>');
    expect(sanitiseHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitiseHtml('<a href="data:text/html,hi">x</a>')).toBe("<a>x</a>");
  });

  it("forces rel=noopener noreferrer on target=_blank", () => {
    expect(sanitiseHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitiseHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("allows http(s) and root-relative image sources only", () => {
    expect(sanitiseHtml('<img src="https://cdn.example/a.png" alt="a" width="10" height="20">')).toBe(
      '<img src="https://cdn.example/a.png" alt="a" width="10" height="20" />',
    );
    expect(sanitiseHtml('<img src="data:image/png;base64,AAAA" alt="a">')).toBe("");
    expect(sanitiseHtml('<img src="javascript:alert(1)" alt="a">')).toBe("");
    expect(sanitiseHtml('<img src="//evil.example/a.png" alt="a">')).toBe("");
  });

  it("keeps simple tables", () => {
    const html = "<table><thead><tr><th>Day</th></tr></thead><tbody><tr><td>Mon</td></tr></tbody></table>";
    expect(sanitiseHtml(html)).toBe(html);
  });

  it("drops iframes, forms and unknown tags but keeps their text", () => {
    expect(sanitiseHtml('<iframe src="https://x"></iframe><form><input name="a"></form><h1>Big</h1>')).toBe("Big");
  });
});
