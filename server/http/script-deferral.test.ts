import fc from "fast-check";
import { createScriptDeferrer, deferScripts } from "./script-deferral";
import { SCRIPT_LOADER } from "./script-loader";

/**
 * Issue 13: Next's chunks load after the first paint. The tags React writes are rewritten wherever
 * the stream is cut; everything else passes byte for byte.
 */

const HEAD =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0run.js"/>' +
  '<script src="/_next/static/chunks/1a-b_c.js" async=""></script>' +
  '<link rel="preload" href="/_next/static/chunks/2pre.js" as="script" fetchPriority="low"/>' +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script></head>';
const BODY =
  '<body><p>مرحبا بكم &amp; Saffron</p><script>self.__next_f.push([1,"<script src=\\"x\\">"])</script>' +
  '<script type="application/ld+json">{"@type":"Menu"}</script>' +
  '<script src="https://maps.example/loader.js" async=""></script>' +
  '<link rel="preload" as="image" href="/demo/cover.svg" fetchPriority="high"/>' +
  '<script src="/_next/static/chunks/0run.js" async=""></script></body></html>';
const PAGE = HEAD + BODY;

function inChunks(html: string, cuts: number[]): string {
  const bytes = Buffer.from(html);
  const deferrer = createScriptDeferrer();
  const out: Buffer[] = [];
  let start = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    out.push(deferrer.push(bytes.subarray(start, cut)));
    start = cut;
  }
  out.push(deferrer.push(bytes.subarray(start)), deferrer.end());
  return Buffer.concat(out).toString("utf8");
}

describe("deferring Next's chunk scripts", () => {
  const deferred = deferScripts(PAGE);

  it("queues each chunk script in place, the first one defining the loader", () => {
    expect(deferred).not.toContain('<script src="/_next/static/chunks/1a-b_c.js"');
    expect(deferred).not.toContain('<script src="/_next/static/chunks/0run.js"');
    expect(deferred).toContain(`<script>${SCRIPT_LOADER}self.__carteScripts.load("/_next/static/chunks/1a-b_c.js")</script>`);
    expect(deferred).toContain('<script>self.__carteScripts.load("/_next/static/chunks/0run.js")</script>');
    expect(deferred.split(SCRIPT_LOADER)).toHaveLength(2);
  });

  it("drops the chunks' script preloads and keeps every other tag", () => {
    expect(deferred).not.toMatch(/as="script"/);
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/poly.js" noModule=""></script>',
      '<script src="https://maps.example/loader.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Menu"}</script>',
      '<link rel="preload" as="image" href="/demo/cover.svg" fetchPriority="high"/>',
      "<p>مرحبا بكم &amp; Saffron</p>",
      String.raw`self.__next_f.push([1,"<script src=\"x\">"])`,
    ]) {
      expect(deferred).toContain(kept);
    }
  });

  it("leaves a page without chunk scripts byte for byte", () => {
    const page = '<html><body><script src="/_next/static/chunks/x.js" async="" id="other"></script><p>☕</p></body></html>';
    expect(deferScripts(page)).toBe(page);
  });

  it("gives the same bytes however the stream is cut", () => {
    const length = Buffer.byteLength(PAGE);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: length }), { maxLength: 12 }), (cuts) => {
        expect(inChunks(PAGE, cuts)).toBe(deferred);
      }),
      { numRuns: 300 },
    );
    for (let cut = 0; cut <= length; cut += 1) expect(inChunks(PAGE, [cut])).toBe(deferred);
  });

  it("holds back little: a long tag that cannot be ours passes on", () => {
    const deferrer = createScriptDeferrer();
    const long = `<script src="/_next/static/chunks/${"a".repeat(500)}`;
    expect(deferrer.push(Buffer.from(long)).toString()).toBe(long);
    expect(deferrer.end()).toHaveLength(0);
  });
});
