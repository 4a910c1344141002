import { order } from "./order";
import { statusChanges } from "./status-changes";
import { sampleOrder } from "./test-fixtures";
import type { ToleranceWarning } from "./tolerant";

describe("status_changes of an order (issue 28)", () => {
  it("reads the times the order reached each status", () => {
    const read = order.parse({
      ...sampleOrder,
      status_changes: [
        { status: "pending", at: "2026-11-28T10:00:00.000Z" },
        { status: "accepted", at: "2026-11-28T10:02:00.000Z" },
      ],
    });
    expect(read.status_changes).toEqual([
      { status: "pending", at: "2026-11-28T10:00:00.000Z" },
      { status: "accepted", at: "2026-11-28T10:02:00.000Z" },
    ]);
  });

  it("reads an absent list (another implementation of the contract) as no times, without a warning", () => {
    const warnings: ToleranceWarning[] = [];
    expect(statusChanges((warning) => warnings.push(warning)).parse(undefined)).toEqual([]);
    expect(statusChanges((warning) => warnings.push(warning)).parse(null)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("leaves out odd entries with one warning, keeping the good ones", () => {
    const warnings: ToleranceWarning[] = [];
    const read = statusChanges((warning) => warnings.push(warning)).parse([
      { status: "accepted", at: "2026-11-28T10:02:00Z" },
      { status: "cooking", at: "2026-11-28T10:03:00Z" },
      { status: "fulfilled", at: "yesterday" },
    ]);
    expect(read).toEqual([{ status: "accepted", at: "2026-11-28T10:02:00Z" }]);
    expect(warnings).toEqual([{ subject: "order", path: "status_changes[]", received: ["odd entry"], count: 2 }]);
  });

  it("reads a value that is not a list as no times, with one warning", () => {
    const warnings: ToleranceWarning[] = [];
    expect(statusChanges((warning) => warnings.push(warning)).parse("accepted")).toEqual([]);
    expect(warnings).toHaveLength(1);
  });
});
