import { DEFAULT_TABLE_SESSION_IDLE_MINUTES, tableSessionEnd, tableSessionIdleMinutes } from "./table-session";

const start = new Date("2026-11-27T19:00:00Z");
const open = { status: "pending", paid: 0, balanceDue: 50_400, lastActivity: start, endedAt: null };
const minutes = (count: number) => new Date(start.getTime() + count * 60_000);

describe("tableSessionEnd", () => {
  it("keeps an unpaid active order open", () => {
    expect(tableSessionEnd(open, 240, minutes(10))).toBeNull();
    expect(tableSessionEnd({ ...open, status: "accepted" }, 240, minutes(10))).toBeNull();
  });

  it("keeps a paid order open while it is still pending (the kitchen has not taken it)", () => {
    expect(tableSessionEnd({ ...open, paid: 50_400, balanceDue: 0 }, 240, minutes(1))).toBeNull();
  });

  it("ends when paid in full and accepted", () => {
    expect(tableSessionEnd({ ...open, status: "accepted", paid: 50_400, balanceDue: 0 }, 240, minutes(1))).toBe("settled");
  });

  it("ends when cancelled, rejected or fulfilled", () => {
    for (const status of ["canceled", "rejected", "fulfilled"])
      expect(tableSessionEnd({ ...open, status }, 240, minutes(1))).toBe("closed");
  });

  it("ends after the idle time without activity, and stays ended", () => {
    expect(tableSessionEnd(open, 240, minutes(239))).toBeNull();
    expect(tableSessionEnd(open, 240, minutes(240))).toBe("idle");
    expect(tableSessionEnd({ ...open, endedAt: minutes(5) }, 240, minutes(6))).toBe("ended");
  });
});

describe("tableSessionIdleMinutes", () => {
  it("reads a positive number and defaults anything else to 4 hours", () => {
    expect(tableSessionIdleMinutes(30)).toBe(30);
    for (const odd of [undefined, null, 0, -5, "60", Number.NaN])
      expect(tableSessionIdleMinutes(odd)).toBe(DEFAULT_TABLE_SESSION_IDLE_MINUTES);
  });
});
