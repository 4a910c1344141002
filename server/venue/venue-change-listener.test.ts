import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { DatabaseHandle } from "@/server/db/client";
import { followVenueChanges } from "./venue-change-listener";
import { answerRevalidate } from "./revalidate-route";
import { VENUE_CHANGED_CHANNEL } from "./venue-changes";

jest.mock("server-only", () => ({}));

/**
 * Issue 30 item 1: a NOTIFY venue_changed reaches this process's caches through its own revalidate
 * route (revalidateTag needs a request), with the process's internal key; health has no part in it.
 */
describe("followVenueChanges", () => {
  const saved = { PORT: process.env.PORT, INTERNAL_KEY: process.env.INTERNAL_KEY };
  let server: Server;
  const changed = jest.fn();
  const paths: string[] = [];

  beforeAll(async () => {
    process.env.INTERNAL_KEY = "listener-test-key-".padEnd(43, "x");
    server = createServer((request, response) => {
      paths.push(`${request.method} ${request.url}`);
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const forwarded = new Request(`http://127.0.0.1${request.url}`, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        });
        void answerRevalidate(forwarded, process.env.INTERNAL_KEY ?? "", changed).then(async (answer) => {
          response.writeHead(answer.status, { "content-type": "application/json" });
          response.end(await answer.text());
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.PORT = String((server.address() as AddressInfo).port);
  });

  afterAll(async () => {
    Object.assign(process.env, saved);
    await new Promise((resolve) => server.close(resolve));
  });

  it("calls venueChanged through the revalidate route for the licence it hears", async () => {
    const heard: Record<string, (payload: string) => void> = {};
    const database = {
      listen: (channel: string, onPayload: (payload: string) => void) => {
        heard[channel] = onPayload;
        return Promise.resolve(() => Promise.resolve());
      },
    } as unknown as DatabaseHandle;
    const told = new Promise((resolve) => changed.mockImplementation(resolve));
    followVenueChanges(database);
    await new Promise((resolve) => setImmediate(resolve));
    heard[VENUE_CHANGED_CHANNEL]?.("blue");
    expect(await told).toBe("blue");
    expect(changed.mock.calls).toEqual([["blue"]]);
    expect(paths).toEqual(["POST /backend/revalidate/"]);
  });
});
