import { ApiError } from "@/lib/api/errors";
import { submitErrorKey } from "./submit-error";

const failure = (kind: ApiError["kind"], status?: number) => new ApiError({ kind, method: "POST", url: "/backend/en/api/order/", status });

describe("submitErrorKey (001 section 8)", () => {
  it("tells no response and request setup apart from every other failure", () => {
    expect(submitErrorKey(failure("no_response"))).toBe("noResponse");
    expect(submitErrorKey(failure("setup"))).toBe("requestSetup");
    expect(submitErrorKey(failure("http", 400))).toBe("submitOrder");
    expect(submitErrorKey(failure("invalid_answer", 201))).toBe("submitOrder");
    expect(submitErrorKey(new Error("boom"))).toBe("submitOrder");
  });
});
