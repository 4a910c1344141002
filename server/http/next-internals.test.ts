/**
 * @jest-environment node
 */
import { createElement } from "react";
import { preinit, preload } from "react-dom";
import { renderToReadableStream } from "react-dom/server.edge";
import { userAgent } from "next/server";
import { getBotType } from "next/dist/shared/lib/router/utils/is-bot.js";
import { deferScripts } from "./script-deferral";

// Issue 27 item 5: the front server leans on two things Next and React do not promise, so an upgrade
// that changes them must fail here, loudly, and not silently in production.

const CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const TWITTERBOT = "Twitterbot/1.0";

describe("Next's private bot check (page-cache.ts keys pages by it)", () => {
  it("still lives at next/dist/shared/lib/router/utils/is-bot.js and tells the bots Next renders apart", () => {
    expect(getBotType(CHROME)).toBeUndefined();
    expect(getBotType(GOOGLEBOT)).toBe("dom");
    expect(getBotType(TWITTERBOT)).toBe("html");
  });

  it("agrees with Next's public userAgent().isBot", () => {
    for (const ua of [CHROME, GOOGLEBOT, TWITTERBOT, "facebookexternalhit/1.1", "Slackbot-LinkExpanding 1.0"]) {
      const isBot = userAgent({ headers: new Headers({ "user-agent": ua }) }).isBot;
      expect([ua, getBotType(ua) !== undefined]).toEqual([ua, isBot]);
    }
  });
});

async function render(): Promise<string> {
  function Page() {
    // As Next's app router asks React for its chunks: scripts preinitialised, later ones preloaded low.
    preinit("/_next/static/chunks/main-app-0a1b.js", { as: "script" });
    preload("/_next/static/chunks/app/page-2c3d.js", { as: "script", fetchPriority: "low" });
    return createElement("html", null, createElement("body", null, createElement("p", null, "menu")));
  }
  const stream = await renderToReadableStream(createElement(Page));
  return new Response(stream).text();
}

describe("React's exact script tags (script-deferral.ts rewrites them)", () => {
  it("are the ones the deferral recognises: no chunk script or script preload left as React wrote it", async () => {
    const html = await render();
    expect(html).toContain('src="/_next/static/chunks/main-app-0a1b.js"');
    const deferred = deferScripts(html);
    expect(deferred).not.toMatch(/<script[^>]* src="\/_next\/static\//);
    expect(deferred).not.toMatch(/<link rel="preload"[^>]*as="script"/);
    expect(deferred).toContain('self.__carteScripts.load("/_next/static/chunks/main-app-0a1b.js")');
  });
});
