/** @jest-environment jsdom */
import { isDeviceKey, newDeviceKey } from "@/lib/api/device-key";
import { browserDeviceKey } from "./device-key";

describe("this browser's device key (issue 25)", () => {
  beforeEach(() => window.localStorage.clear());

  it("is made once, is a key the venue API accepts, and is kept for the next page", () => {
    const key = browserDeviceKey();
    expect(key).not.toBeNull();
    expect(isDeviceKey(key ?? "")).toBe(true);
    expect(window.localStorage.getItem("carte-device-key")).toBe(key);
    expect(browserDeviceKey()).toBe(key);
  });

  it("replaces a stored value that is not a key of ours", () => {
    window.localStorage.setItem("carte-device-key", "x".repeat(500));
    const key = browserDeviceKey();
    expect(isDeviceKey(key ?? "")).toBe(true);
    expect(window.localStorage.getItem("carte-device-key")).toBe(key);
  });

  it("is random: two browsers never share one", () => {
    expect(newDeviceKey()).not.toBe(newDeviceKey());
    expect(newDeviceKey()).toHaveLength(43);
  });
});
