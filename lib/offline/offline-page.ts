/**
 * What the service worker answers for a page that the network cannot give and no visit stored: a
 * page of its own, with no script, under a policy that allows nothing else, and a way back home
 * (stored by the first visit).
 */
export const OFFLINE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

const HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100dvh;display:grid;place-items:center;text-align:center;padding:1rem}a{color:inherit}</style>
</head>
<body><main><h1>You are offline</h1><p>This page was not opened before. Connect to the internet to see it.</p><p><a href="/">Menu</a></p></main></body>
</html>`;

export function offlinePage(): Response {
  return new Response(HTML, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": OFFLINE_PAGE_CSP,
      "Cache-Control": "no-store",
      "X-Offline-Fallback": "1",
    },
  });
}
