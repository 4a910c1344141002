import { timelineState } from "./order-timeline";

describe("timelineState (001 sections 2 and 4)", () => {
  it.each([
    ["pending", { pending: "current", accepted: "upcoming", editable: true }],
    ["accepted", { pending: "done", accepted: "current", editable: false }],
    ["preparing", { pending: "done", accepted: "current", editable: false }],
    ["fulfilled", { pending: "done", accepted: "done", editable: false }],
  ])("%s", (status, expected) => {
    expect(timelineState(status)).toEqual(expected);
  });

  it.each(["canceled", "rejected"])("%s has no timeline (the cancelled notice replaces it)", (status) => {
    expect(timelineState(status)).toBeNull();
  });
});
