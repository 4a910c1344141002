import { orderTracker, type TrackerFacts } from "./order-tracker";

const CREATED = "2026-11-28T10:00:00.000Z";
const ACCEPTED = "2026-11-28T10:02:00.000Z";
const PREPARING = "2026-11-28T10:05:00.000Z";
const FULFILLED = "2026-11-28T10:20:00.000Z";

const facts = (extra: Partial<TrackerFacts>): TrackerFacts => ({
  status: "pending",
  changes: [{ status: "pending", at: CREATED }],
  paid: false,
  preparationMinutes: null,
  ...extra,
});

const states = (extra: Partial<TrackerFacts>) => orderTracker(facts(extra)).steps.map((step) => [step.status, step.state, step.at]);

describe("orderTracker (001 section 4's statuses as steps, issue 28)", () => {
  it("pending: the first of four steps is current, with its time; Edit is offered", () => {
    expect(states({})).toEqual([
      ["pending", "current", CREATED],
      ["accepted", "upcoming", null],
      ["preparing", "upcoming", null],
      ["fulfilled", "upcoming", null],
    ]);
    expect(orderTracker(facts({}))).toMatchObject({ ended: false, editable: true, readyBy: null });
  });

  it("preparing is its own step: accepted is done, not current", () => {
    const changes = [
      { status: "pending", at: CREATED },
      { status: "accepted", at: ACCEPTED },
      { status: "preparing", at: PREPARING },
    ] as const;
    expect(states({ status: "preparing", changes })).toEqual([
      ["pending", "done", CREATED],
      ["accepted", "done", ACCEPTED],
      ["preparing", "current", PREPARING],
      ["fulfilled", "upcoming", null],
    ]);
  });

  it("fulfilled is the last step, current; a skipped step is done without a time", () => {
    const changes = [
      { status: "pending", at: CREATED },
      { status: "fulfilled", at: FULFILLED },
    ] as const;
    expect(states({ status: "fulfilled", changes })).toEqual([
      ["pending", "done", CREATED],
      ["accepted", "done", null],
      ["preparing", "done", null],
      ["fulfilled", "current", FULFILLED],
    ]);
  });

  it.each([
    [
      "rejected",
      [{ status: "rejected", at: ACCEPTED }],
      [
        ["pending", "done", CREATED],
        ["rejected", "current", ACCEPTED],
      ],
    ],
    [
      "canceled",
      [
        { status: "accepted", at: ACCEPTED },
        { status: "canceled", at: PREPARING },
      ],
      [
        ["pending", "done", CREATED],
        ["accepted", "done", ACCEPTED],
        ["canceled", "current", PREPARING],
      ],
    ],
  ] as const)("%s ends the tracker: the steps reached, then the end state", (status, later, expected) => {
    const tracker = orderTracker(facts({ status, changes: [{ status: "pending", at: CREATED }, ...later] }));
    expect(tracker.steps.map((step) => [step.status, step.state, step.at])).toEqual(expected);
    expect(tracker).toMatchObject({ ended: true, editable: false, readyBy: null });
  });

  it("no Edit once the order is accepted, or paid while pending", () => {
    expect(orderTracker(facts({ status: "accepted", changes: [{ status: "accepted", at: ACCEPTED }] })).editable).toBe(false);
    expect(orderTracker(facts({ paid: true })).editable).toBe(false);
  });

  it("an order without status_changes (another implementation) shows its steps without times", () => {
    expect(states({ status: "accepted", changes: [] })).toEqual([
      ["pending", "done", null],
      ["accepted", "current", null],
      ["preparing", "upcoming", null],
      ["fulfilled", "upcoming", null],
    ]);
  });

  describe("estimated ready time (the venue's preparation_minutes)", () => {
    const accepted = [
      { status: "pending", at: CREATED },
      { status: "accepted", at: ACCEPTED },
    ] as const;

    it("is the accepted time plus the preparation time, while accepted or preparing", () => {
      // 10:02 + 25 minutes = 10:27
      expect(orderTracker(facts({ status: "accepted", changes: accepted, preparationMinutes: 25 })).readyBy).toBe(
        "2026-11-28T10:27:00.000Z",
      );
      const preparing = [...accepted, { status: "preparing", at: PREPARING }] as const;
      expect(orderTracker(facts({ status: "preparing", changes: preparing, preparationMinutes: 25 })).readyBy).toBe(
        "2026-11-28T10:27:00.000Z",
      );
    });

    it("counts from preparing when the venue skipped accepted", () => {
      const changes = [{ status: "preparing", at: PREPARING }] as const;
      // 10:05 + 15 minutes = 10:20
      expect(orderTracker(facts({ status: "preparing", changes, preparationMinutes: 15 })).readyBy).toBe("2026-11-28T10:20:00.000Z");
    });

    it.each([
      ["no preparation time", { status: "accepted", changes: accepted, preparationMinutes: null }],
      ["a preparation time of 0", { status: "accepted", changes: accepted, preparationMinutes: 0 }],
      ["still pending", { preparationMinutes: 25 }],
      ["fulfilled", { status: "fulfilled", changes: [...accepted, { status: "fulfilled", at: FULFILLED }], preparationMinutes: 25 }],
      ["no acceptance time", { status: "accepted", changes: [], preparationMinutes: 25 }],
    ] as const)("is not given with %s", (_, extra) => {
      expect(orderTracker(facts(extra)).readyBy).toBeNull();
    });
  });
});
