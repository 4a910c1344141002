/**
 * Issue 10 item 1, "One request freezes the server": a receipt PDF of an order with a huge comment
 * took 53 s (100 KB) to 13 minutes (1 MB) of blocked event loop, and a 10 MB line overflowed the
 * stack. Orders are stored here as rows written before the contract had maximum lengths would be
 * (straight into the database), then their receipts are downloaded over HTTP.
 */
import { eq } from "drizzle-orm";
import { lineItems, orders } from "../db/schema";
import { cake, draft, newKey, tea } from "../test/orders-test-kit";
import { RECEIPT_MAX_PAGES, RECEIPT_TEXT_CAPS } from "../services/receipt/limits";
import { receiptRendering } from "../services/receipt/order";
import { readPdfText } from "../test/receipt-pdf-reader";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
}, 60_000);
afterAll(() => api.close());
afterEach(() => {
  receiptRendering.pacing = {};
});

/**
 * Measurements per page of a receipt: one per distinct word, a binary search per cut line and one per
 * drawn run (about 90 on a full page); the old wrapping measured once per word and per character.
 */
const MEASURES_PER_PAGE = 200;

interface Huge {
  comment: string;
  instructions?: string;
  lines?: number;
}

/** An order placed through the API, then given texts the API now refuses, as an older row would hold. */
async function hugeOrder({ comment, instructions = "", lines = 0 }: Huge): Promise<string> {
  const { uuid } = await api.client.createOrder("en", draft([tea("large"), cake()]), { idempotencyKey: newKey("freeze") });
  const big = "Guest ".repeat(20_000);
  await api.db
    .update(orders)
    .set({
      orderComments: comment,
      customerName: big,
      address: { address_area_street: big, address_landmark: big },
    })
    .where(eq(orders.uuid, uuid));
  await api.db
    .update(lineItems)
    .set({ specialInstructions: instructions, productVariation: instructions })
    .where(eq(lineItems.orderUuid, uuid));
  if (lines > 0) {
    await api.db.insert(lineItems).values(
      Array.from({ length: lines }, (_, i) => ({
        orderUuid: uuid,
        product: 12,
        productName: `Cake ${i} `.repeat(200),
        productPrice: "20.000",
        quantity: 1,
        specialInstructions: instructions,
      })),
    );
  }
  return uuid;
}

async function receipt(uuid: string) {
  const response = await api.http(`/en/orders/${uuid}/print/order.pdf`);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type \/Page(?!s)/g) ?? []).length;

describe("a receipt of an order with huge texts (issue 10 item 1)", () => {
  it.each([
    ["a 100 KB comment", { comment: "Please ring the bell twice. ".repeat(3_700) }],
    ["a 1 MB comment", { comment: "lorem ipsum dolor sit amet ".repeat(39_000) }],
    ["a 10 MB single-word line", { comment: "x".repeat(10_000_000) }],
    ["huge special instructions and choice summaries", { comment: "Ring twice", instructions: "no ice ".repeat(150_000) }],
  ])(
    "answers %s with a bounded PDF that shows the text's start and an ellipsis",
    async (_name, huge) => {
      const uuid = await hugeOrder(huge);
      const { response, body } = await receipt(uuid);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(body.subarray(0, 5).toString()).toBe("%PDF-");
      const pages = pageCount(body);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(RECEIPT_MAX_PAGES);
      const rendered = receiptRendering.lastRender;
      expect(rendered?.pages).toBe(pages);
      expect(rendered?.measures).toBeLessThanOrEqual(pages * MEASURES_PER_PAGE);
      const runs = readPdfText(body);
      expect(runs.join("\n")).toContain("…");
      // The comments come last: they start as stored, and show at most the contract's maximum (1000 characters).
      const comments = runs.slice(runs.indexOf("Order Comments") + 1).join(" ");
      expect(comments.startsWith(huge.comment.slice(0, 20).trim())).toBe(true);
      expect(comments.replace(/\s|…/g, "").length).toBeLessThanOrEqual(RECEIPT_TEXT_CAPS.order_comments);
    },
    120_000,
  );

  it("stops at the page cap for an order with more lines than fit, ending in an ellipsis line", async () => {
    const uuid = await hugeOrder({ comment: "Ring twice", instructions: "extra hot please ".repeat(2_000), lines: 400 });
    const { response, body } = await receipt(uuid);
    expect(response.status).toBe(200);
    expect(pageCount(body)).toBe(RECEIPT_MAX_PAGES);
    expect(receiptRendering.lastRender).toMatchObject({ pages: RECEIPT_MAX_PAGES, truncated: true });
    expect(readPdfText(body).at(-1)).toBe("…");
    expect(receiptRendering.lastRender?.measures).toBeLessThanOrEqual(RECEIPT_MAX_PAGES * MEASURES_PER_PAGE);
  }, 120_000);

  it("answers a health check while a receipt renders: the render hands the event loop over between lines", async () => {
    const uuid = await hugeOrder({ comment: "lorem ipsum dolor sit amet ".repeat(39_000) });
    const events: string[] = [];
    let midRender: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => {
      midRender = resolve;
    });
    let resume: () => void = () => undefined;
    const resumed = new Promise<void>((resolve) => {
      resume = resolve;
    });
    // Every turn the render gives the event loop is held until the health check has been answered.
    receiptRendering.pacing = {
      sliceMs: 0,
      yieldToLoop: async () => {
        midRender();
        await resumed;
      },
    };

    const download = receipt(uuid).then((answer) => {
      events.push("receipt");
      return answer;
    });
    await paused;
    const health = await api.http("/health/");
    events.push("health");
    expect(health.status).toBe(200);
    resume();
    const { response } = await download;
    expect(response.status).toBe(200);
    expect(events).toEqual(["health", "receipt"]);
    expect(receiptRendering.lastRender?.yields).toBeGreaterThan(10);
  }, 120_000);

  it("renders a receipt once: a second download comes from the cache, a changed order renders again", async () => {
    const uuid = await hugeOrder({ comment: "Please ring the bell twice. ".repeat(3_700) });
    const first = await receipt(uuid);
    const before = receiptRendering.cache.stats();
    const second = await receipt(uuid);
    expect(second.body.equals(first.body)).toBe(true);
    expect(receiptRendering.cache.stats()).toMatchObject({ renders: before.renders, hits: before.hits + 1 });

    await api.db.update(orders).set({ orderComments: "Leave it at the door" }).where(eq(orders.uuid, uuid));
    const changed = await receipt(uuid);
    expect(receiptRendering.cache.stats().renders).toBe(before.renders + 1);
    expect(readPdfText(changed.body)).toContain("Leave it at the door");
  }, 120_000);

  it("shares one render between concurrent downloads of the same receipt", async () => {
    const uuid = await hugeOrder({ comment: "x".repeat(10_000_000) });
    const before = receiptRendering.cache.stats();
    const answers = await Promise.all([receipt(uuid), receipt(uuid), receipt(uuid)]);
    expect(answers.map(({ response }) => response.status)).toEqual([200, 200, 200]);
    const after = receiptRendering.cache.stats();
    expect(after.renders).toBe(before.renders + 1);
    expect(after.hits + after.shared).toBe(before.hits + before.shared + 2);
  }, 120_000);
});
