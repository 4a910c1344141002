import { expect, test } from "./support/test";
import { fetchOnHost } from "./support/venue-host";

// Issue 25 items 1 and 2, against `npm start` as a stranger or a CDN in front reaches it: the demo's
// host is 127.0.0.1, the partner venue's partner.localhost, and no proxy is trusted (TRUSTED_PROXY_COUNT
// unset). Through node:http (fetchOnHost), so that exactly the Host and forwarding headers written here are sent.

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request with exactly these headers; `Host` names the host the client claims (fetchOnHost). */
async function get(baseURL: string, path: string, headers: Record<string, string>): Promise<Answer> {
  const { Host: host, ...rest } = headers;
  const answer = await fetchOnHost(new URL(path, baseURL).href, host ?? new URL(baseURL).host, { headers: rest });
  return { status: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text() };
}

const ogUrl = (html: string) => html.match(/<meta property="og:url" content="([^"]+)"/)?.[1];

test("a client's X-Forwarded-Host and -Proto change neither the venue nor the links", async ({ baseURL }) => {
  const own = new URL(baseURL ?? "").host;
  const forged = await get(baseURL ?? "", "/en/home/", {
    Host: own,
    "X-Forwarded-Host": "partner.localhost",
    "X-Forwarded-Proto": "https",
  });
  expect(forged.status).toBe(200);
  expect(forged.body).toContain("Saffron &amp; Sand");
  expect(forged.body).not.toContain("Canal Walk Kitchen");
  expect(ogUrl(forged.body)).toBe(`http://${own}/en/home/`);
  expect(forged.body).not.toContain("https://partner.localhost");
  expect(forged.body).not.toContain(`https://${own}`);
});

test("a page asked for on 50 ports is sent to the server's own port, never rendered or cached under them", async ({ baseURL }) => {
  const own = new URL(baseURL ?? "");
  const ports = Array.from({ length: 50 }, (_, index) => 40_000 + index);
  const answers = await Promise.all(ports.map((other) => get(baseURL ?? "", "/en/category/1/", { Host: `127.0.0.1:${other}` })));
  for (const answer of answers) {
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(`http://127.0.0.1:${own.port}/en/category/1/`);
    // Answered by the front server: Next never saw the request, so nothing was rendered or cached.
    expect(answer.headers["x-nextjs-cache"]).toBeUndefined();
  }
  const canonical = await get(baseURL ?? "", "/en/category/1/", { Host: own.host });
  expect(canonical.status).toBe(200);
  expect(ogUrl(canonical.body)).toBe(`http://${own.host}/en/category/1/`);
});

test("a host no venue owns shows the one page of no venue, under one origin whatever it is called", async ({ baseURL }) => {
  const port = new URL(baseURL ?? "").port;
  const ask = (name: string) => get(baseURL ?? "", "/en/home/", { Host: `${name}:${port}` });
  // The first name may render the page; every other name is served that same cached page.
  expect((await ask("nobody-0.example")).status).toBe(200);
  for (const name of ["nobody-1.example", "nobody-2.example", "nobody-3.example"]) {
    const answer = await ask(name);
    expect(answer.status).toBe(200);
    expect(answer.headers["x-nextjs-cache"]).toBe("HIT");
    expect(answer.body).not.toContain("nobody-");
  }
});

test("a Host that is not a host name is a 400 with a JSON body", async ({ baseURL }) => {
  const answer = await get(baseURL ?? "", "/en/home/", { Host: "evil.example/x" });
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toEqual({ detail: "The Host header is not a host name." });
});
