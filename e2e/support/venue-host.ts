import { request as httpRequest } from "node:http";

/**
 * fetch on a venue's host: Node's fetch always sends the Host of its URL, and the names of the fixture
 * venues (*.localhost) do not resolve outside a browser, so the call goes to the URL's address with the
 * venue's Host, as a browser on that host sends it. X-Forwarded-Host would be a client's own, which the
 * front server ignores (issue 25 item 1).
 */
export function fetchOnHost(
  url: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? "GET",
        headers: { ...init.headers, Host: host },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
          }
          const status = answer.statusCode ?? 0;
          const body = [101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
        answer.on("error", reject);
      },
    );
    call.on("error", reject);
    call.end(init.body);
  });
}

/**
 * A `baseURL` fixture for `test.use`: the same e2e server under a fixture venue's host name, which the
 * custom-domain call maps to its licence (Chromium resolves *.localhost to this machine).
 */
export function onHost(host: string) {
  return async ({ baseURL }: { baseURL: string | undefined }, provide: (url: string) => Promise<void>) => {
    const url = new URL(baseURL ?? "http://127.0.0.1:3100");
    url.hostname = host;
    await provide(url.origin);
  };
}
