import { gunzipSync, gzipSync } from "node:zlib";
import fc from "fast-check";
import { generateNonce } from "./security-headers";
import { injectNonce } from "./nonce-injector";
import { noncePageGzip, noncePageText, prepareNoncePage } from "./nonce-page";

/**
 * Issue 13: a kept page is sent with a fresh nonce without compressing it again. Whatever the page and
 * the nonce, the bytes the browser inflates are the ones the streaming injector would have written.
 */

const PAGE =
  '<!DOCTYPE html><html><head><link rel="preload" as="script" href="/a.js"/><script src="/a.js" async=""></script>' +
  '</head><body><p>Saffron &amp; Sage: nonce="AAAAAAAAAAAAAAAAAAAAAA=="</p><script>self.__next_f.push([1,"x"])</script>' +
  '<scripts-not-a-tag></scripts-not-a-tag><script\nid="y">1</script>' +
  "<p>مرحبا بكم</p>".repeat(200) +
  "</body></html>";

function expectSameAsInjector(html: Buffer, nonce: string) {
  const page = prepareNoncePage(html);
  if (page === null) throw new Error("not prepared");
  const want = injectNonce(html.toString("utf8"), nonce);
  expect(noncePageText(page, nonce).toString("utf8")).toBe(want);
  expect(gunzipSync(noncePageGzip(page, nonce)).toString("utf8")).toBe(want);
}

describe("a page with nonce slots", () => {
  it("gives the injector's page, gzipped or not, for every nonce", () => {
    for (let run = 0; run < 20; run += 1) expectSameAsInjector(Buffer.from(PAGE), generateNonce());
  });

  it("is about as small as the page gzipped whole, and needs no compression per response", () => {
    const html = Buffer.from(PAGE.repeat(20));
    const page = prepareNoncePage(html);
    if (page === null) throw new Error("not prepared");
    const whole = gzipSync(injectNonce(html.toString("utf8"), generateNonce())).length;
    // Each slot costs its 24 bytes stored plus a block header; the rest compresses as before.
    expect(noncePageGzip(page, generateNonce()).length).toBeLessThan(whole * 1.3 + 40 * 20 * 4);
  });

  it("copies earlier text across slots without ever copying a nonce (property)", () => {
    const fragment = fc.constantFrom(
      "<script>",
      "<script src=x>",
      "<link rel=preload>",
      "</script>",
      "<p>",
      'nonce="',
      "AAAA",
      '=="',
      "x",
      "é",
      " ",
      "<scrip",
      "<linkage>",
      '"',
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 300 }), fc.array(fragment, { maxLength: 40 }), (parts, repeated) => {
        const html = Buffer.from(parts.join("") + repeated.join("").repeat(5));
        expectSameAsInjector(html, generateNonce());
      }),
      { numRuns: 200 },
    );
  });

  it("is not prepared when the page holds the placeholder byte", () => {
    expect(prepareNoncePage(Buffer.from("<p>\u0001</p><script></script>"))).toBeNull();
  });

  it("refuses a nonce that is not 24 characters of base64", () => {
    const page = prepareNoncePage(Buffer.from(PAGE));
    if (page === null) throw new Error("not prepared");
    expect(() => noncePageGzip(page, 'x" onload="alert(1)"xxxxxx')).toThrow();
    expect(() => noncePageText(page, "short")).toThrow();
  });
});
