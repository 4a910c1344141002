import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { orders } from "../../db/schema";
import { cake, draft, newKey } from "../../test/orders-test-kit";
import { testVenue } from "../../test/fixtures/venue";
import { startTestApi, type TestApi } from "../../test/harness";
import type { OrderUpdate } from "../events";
import { changeOrderStatus } from "../order-status";
import { createAblyPublisher } from "./ably";
import { realtimeAfterCommit, realtimePublisherFor } from "./after-commit";
import type { RealtimePublisher } from "./publisher";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
}, 60_000);
afterAll(() => api.close());

const createOrder = async () => (await api.client.createOrder("en", draft([cake()]), { idempotencyKey: newKey("ably") })).uuid;
const withKey = { settings: { locationTokenSalt: "salt", publicUrl: null, ablyApiKey: "app.key:secret", paymentSandbox: false } };

describe("realtimeAfterCommit", () => {
  it("is nothing to do without ABLY_API_KEY", () => {
    expect(realtimePublisherFor({ ablyApiKey: null })).toBeNull();
    expect(realtimeAfterCommit(api.deps)).toBeUndefined();
  });

  it("builds an Ably publisher from the key without going to the network", () => {
    expect(typeof realtimePublisherFor({ ablyApiKey: "app.key:secret" })?.publish).toBe("function");
    expect(typeof realtimeAfterCommit(withKey)).toBe("function");
  });

  it("publishes a status change once it is committed", async () => {
    const uuid = await createOrder();
    const seen: { update: OrderUpdate; storedStatus: string | undefined }[] = [];
    const publisher: RealtimePublisher = {
      async publish(update) {
        const [row] = await api.db.select({ status: orders.status }).from(orders).where(eq(orders.uuid, update.uuid));
        seen.push({ update, storedStatus: row?.status });
      },
    };
    const change = await changeOrderStatus(api.deps, uuid, "accepted", realtimeAfterCommit(withKey, publisher));
    expect(seen).toEqual([{ update: { uuid, status: "accepted", updated: change.updated }, storedStatus: "accepted" }]);
  });

  it("publishes nothing for a refused change", async () => {
    const uuid = await createOrder();
    await changeOrderStatus(api.deps, uuid, "fulfilled");
    const published: OrderUpdate[] = [];
    const afterCommit = realtimeAfterCommit(withKey, { publish: async (update) => void published.push(update) });
    await expect(changeOrderStatus(api.deps, uuid, "pending", afterCommit)).rejects.toMatchObject({ status: 409 });
    expect(published).toEqual([]);
  });

  it("keeps the committed change when the push service fails, and logs it", async () => {
    const uuid = await createOrder();
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const failing: RealtimePublisher = { publish: () => Promise.reject(new Error("Ably unreachable")) };
      await expect(changeOrderStatus(api.deps, uuid, "accepted", realtimeAfterCommit(withKey, failing))).resolves.toMatchObject({
        status: "accepted",
      });
      expect(log).toHaveBeenCalledWith("realtime publish failed", uuid, expect.any(Error));
      expect((await api.client.getOrder("en", uuid)).status).toBe("accepted");
    } finally {
      log.mockRestore();
    }
  });
});

describe("createAblyPublisher", () => {
  it("publishes order-update on the channel named by the order uuid (against a local stand-in for Ably's REST API)", async () => {
    const requests: { method: string; url: string; body: string }[] = [];
    const server = createServer((request: IncomingMessage, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        requests.push({ method: request.method ?? "", url: request.url ?? "", body });
        response.writeHead(201, { "Content-Type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const publisher = createAblyPublisher("app.key:secret", {
        restHost: "127.0.0.1",
        port,
        tls: false,
        useBinaryProtocol: false,
        fallbackHosts: [],
      });
      const update = { uuid: "6f1c2d3e-4a5b-4c6d-8e7f-001122334455", status: "accepted", updated: "2026-06-01T12:00:00.000Z" };
      await publisher.publish(update);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ method: "POST", url: `/channels/${update.uuid}/messages` });
      const [message] = JSON.parse(requests[0]?.body ?? "[]") as { name: string; data: string; encoding: string }[];
      expect(message?.name).toBe("order-update");
      expect(JSON.parse(message?.data ?? "null")).toEqual(update);
    } finally {
      server.close();
    }
  });
});
