/** @jest-environment jsdom */
import { myTabLines, rememberTabLines, tabGuestId, tabName, withTabGuest } from "./tab-guest";

describe("tab guest", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps one id per device", () => {
    const first = tabGuestId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(tabGuestId()).toBe(first);
  });

  it("shows a first name only, bounded to 40 characters", () => {
    expect(tabName("  Sara Al Amiri ")).toBe("Sara");
    expect(tabName("")).toBe("");
    expect(tabName("x".repeat(60))).toHaveLength(40);
  });

  it("marks lines with the device and the name", () => {
    const [line] = withTabGuest([{ cart_uuid: "a" }], "Omar K");
    expect(line).toEqual({ cart_uuid: "a", tab_guest: tabGuestId(), added_by: "Omar" });
  });

  it("remembers the lines this device added, without duplicates, and survives a damaged entry", () => {
    rememberTabLines(["a", null, "b"]);
    rememberTabLines(["b", "c"]);
    expect([...myTabLines()]).toEqual(["a", "b", "c"]);
    window.localStorage.setItem("carte-tab-lines", "{oops");
    expect(myTabLines().size).toBe(0);
  });
});
