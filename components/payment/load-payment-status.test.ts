import { ApiError } from "@/lib/api/errors";
import { loadPaymentStatus, querySearch } from "./load-payment-status";

jest.mock("server-only", () => ({}));

const getPaymentStatus = jest.fn();
const apiOptions = jest.fn();
jest.mock("@/lib/venue/api", () => ({
  serverApi: (options: unknown) => {
    apiOptions(options);
    return { getPaymentStatus: (...args: unknown[]) => getPaymentStatus(...args) };
  },
}));
// The status call answers only on the payment's venue host (issue 10): the guest's host goes along, and
// the guest's address, which the venue API's rate limits count (not this server's own 127.0.0.1).
jest.mock("@/lib/venue/licence", () => ({ requestHost: async () => "menu.example.com", requestClientAddress: async () => "203.0.113.7" }));

const UUID = "7d1f0c52-3b7e-4b8a-9a51-0e6f1c2d3e4f";

beforeEach(() => {
  getPaymentStatus.mockReset();
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

test("stripe needs both ref and session (001 section 2): with one, no call and PENDING", async () => {
  await expect(loadPaymentStatus("stripe", "ref=abc")).resolves.toEqual({
    status: "PENDING",
    reference: null,
    orderId: null,
    orderUuid: null,
  });
  expect(getPaymentStatus).not.toHaveBeenCalled();
});

test("noon needs reference and orderId; paylink reference and checkout", async () => {
  await loadPaymentStatus("noon", "reference=x");
  await loadPaymentStatus("paylink", "checkout=y");
  expect(getPaymentStatus).not.toHaveBeenCalled();
});

test("on an answer the status, padded order id and order UUID are taken; the query reference is kept", async () => {
  getPaymentStatus.mockResolvedValue({ status: "PAID", orderId: "000042", orderUUID: UUID });
  const result = await loadPaymentStatus("stripe", "ref=abc&session=cs_1");
  expect(result).toEqual({ status: "PAID", reference: "abc", orderId: "000042", orderUuid: UUID });
  const [provider, query] = getPaymentStatus.mock.calls[0] as [string, URLSearchParams];
  expect(provider).toBe("stripe");
  expect(query.get("session")).toBe("cs_1");
  expect(apiOptions).toHaveBeenCalledWith({ host: "menu.example.com", clientAddress: "203.0.113.7" });
});

test("skipcash reads its reference from id", async () => {
  getPaymentStatus.mockResolvedValue({ status: "PAID", orderId: "000043", orderUUID: UUID });
  await expect(loadPaymentStatus("skipcash", "id=sk-1")).resolves.toMatchObject({ reference: "sk-1" });
});

test("a failed call is logged only: the screen stays PENDING (001 section 8)", async () => {
  getPaymentStatus.mockRejectedValue(new ApiError({ kind: "http", method: "POST", url: "/en/ngenius/status/", status: 404 }));
  await expect(loadPaymentStatus("ngenius", "ref=gone")).resolves.toEqual({
    status: "PENDING",
    reference: "gone",
    orderId: null,
    orderUuid: null,
  });
  expect(console.error).toHaveBeenCalledWith("payment status (ngenius) failed", { kind: "http", status: 404 });
});

test("querySearch keeps the first value of a repeated name and drops absent ones", () => {
  expect(querySearch({ session: "s", ref: ["a", "b"], other: undefined })).toBe("ref=a&session=s");
});
