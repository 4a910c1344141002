import { canChangeStatus, isAccepted, isActiveStatus, isCancelled, ORDER_STATUSES } from "./order-status";

describe("order status", () => {
  it("has the six statuses of the specification", () => {
    expect(ORDER_STATUSES).toEqual(["pending", "accepted", "preparing", "fulfilled", "canceled", "rejected"]);
  });

  it("shows the cancelled notice for rejected and canceled only", () => {
    expect(ORDER_STATUSES.filter(isCancelled)).toEqual(["canceled", "rejected"]);
  });

  it("treats accepted and preparing as accepted, and the first three as active", () => {
    expect(ORDER_STATUSES.filter(isAccepted)).toEqual(["accepted", "preparing"]);
    expect(ORDER_STATUSES.filter(isActiveStatus)).toEqual(["pending", "accepted", "preparing"]);
  });

  it("moves forward only and never leaves a final status", () => {
    expect(canChangeStatus("pending", "accepted")).toBe(true);
    expect(canChangeStatus("accepted", "preparing")).toBe(true);
    expect(canChangeStatus("preparing", "fulfilled")).toBe(true);
    expect(canChangeStatus("pending", "rejected")).toBe(true);
    expect(canChangeStatus("accepted", "rejected")).toBe(false);
    expect(canChangeStatus("preparing", "accepted")).toBe(false);
    expect(canChangeStatus("pending", "pending")).toBe(false);
    for (const final of ["fulfilled", "canceled", "rejected"] as const) {
      for (const to of ORDER_STATUSES) expect(canChangeStatus(final, to)).toBe(false);
    }
  });
});
