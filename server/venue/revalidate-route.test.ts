import { answerRevalidate } from "./revalidate-route";
import { REVALIDATE_MAX_BYTES } from "./revalidate-call";

jest.mock("server-only", () => ({}));

/**
 * Issue 30 item 1: the revalidate route drops a venue's caches for the holder of the internal key and
 * refuses everything else in JSON, never with a 5xx, never cached.
 */
const KEY = "k".repeat(43);
const URL = "http://127.0.0.1:3000/backend/revalidate/";

function post(body: BodyInit | null, headers: Record<string, string> = { authorization: `Bearer ${KEY}` }): Request {
  return new Request(URL, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
}

async function call(request: Request) {
  const changed = jest.fn();
  const response = await answerRevalidate(request, KEY, changed);
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    control: response.headers.get("cache-control"),
    type: response.headers.get("content-type"),
    changed: changed.mock.calls,
  };
}

describe("POST /backend/revalidate/", () => {
  it("drops the named venue's caches for the holder of the key", async () => {
    expect(await call(post(JSON.stringify({ license: "demo" })))).toEqual({
      status: 200,
      body: { revalidated: "demo" },
      control: "no-store",
      type: "application/json",
      changed: [["demo"]],
    });
  });

  it("accepts a licence no venue has: dropping its caches costs nothing", async () => {
    expect(await call(post(JSON.stringify({ license: "nobody-here" })))).toMatchObject({ status: 200, changed: [["nobody-here"]] });
  });

  it.each([
    ["no key", {}, 401],
    ["an empty bearer", { authorization: "Bearer " }, 401],
    ["the key in another scheme", { authorization: `Basic ${KEY}` }, 401],
    ["a wrong key", { authorization: "Bearer wrong" }, 403],
    ["the key with one more letter", { authorization: `Bearer ${KEY}k` }, 403],
    ["the key in the internal-key header the front server removes", { "x-carte-internal-key": KEY }, 401],
  ])("refuses %s", async (_name, headers, status) => {
    const answer = await call(post(JSON.stringify({ license: "demo" }), headers));
    expect(answer).toMatchObject({ status, control: "no-store", type: "application/json", changed: [] });
    expect(answer.body).toHaveProperty("detail");
  });

  it.each([
    ["malformed JSON", "{license: demo"],
    ["an empty body", ""],
    ["JSON that is not an object", '"demo"'],
    ["a licence of another shape", JSON.stringify({ license: "../demo" })],
    ["a licence too long for one", JSON.stringify({ license: "a".repeat(65) })],
    ["a number for the licence", JSON.stringify({ license: 7 })],
    ["a field more", JSON.stringify({ license: "demo", all: true })],
  ])("answers 400 to %s", async (_name, body) => {
    expect(await call(post(body))).toMatchObject({ status: 400, control: "no-store", changed: [] });
  });

  it("answers 413 past the size, announced or streamed, without reading on", async () => {
    const big = JSON.stringify({ license: "demo", pad: "x".repeat(REVALIDATE_MAX_BYTES) });
    expect(await call(post(big))).toMatchObject({ status: 413, changed: [] });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(100).fill(32));
      },
    });
    const streamed = new Request(URL, {
      method: "POST",
      headers: { authorization: `Bearer ${KEY}` },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(await call(streamed)).toMatchObject({ status: 413, changed: [] });
    expect(pulled).toBeLessThan(10);
  });

  it("answers 405 to other methods", async () => {
    const answer = await call(new Request(URL, { headers: { authorization: `Bearer ${KEY}` } }));
    expect(answer).toMatchObject({ status: 405, changed: [] });
  });

  it("asks for the key before it reads the body", async () => {
    expect(await call(post("x".repeat(REVALIDATE_MAX_BYTES * 4), {}))).toMatchObject({ status: 401 });
  });
});
