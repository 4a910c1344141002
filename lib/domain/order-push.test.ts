import { ORDER_STATUSES } from "./order-status";
import { pushesStatus } from "./order-push";

describe("pushesStatus (issue 29: told when it's ready)", () => {
  test("by default, only the order's end: ready (fulfilled), cancelled or rejected", () => {
    expect(ORDER_STATUSES.filter((status) => pushesStatus(status, false))).toEqual(["fulfilled", "canceled", "rejected"]);
  });

  test("every change where the venue turns on enable_push_every_status_change", () => {
    expect(ORDER_STATUSES.filter((status) => pushesStatus(status, true))).toEqual([...ORDER_STATUSES]);
  });
});
