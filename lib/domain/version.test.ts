import fc from "fast-check";
import { CLIENT_VERSION, compareVersions, isUpdateAvailable, parseVersion } from "./version";

describe("compareVersions", () => {
  it("compares segment by segment as numbers, not as text", () => {
    expect(compareVersions("1.10.0", "1.9.60")).toBe(1);
    expect(compareVersions("1.9.60", "1.10.0")).toBe(-1);
    expect(compareVersions("1.9.61", "1.9.60")).toBe(1);
    expect(compareVersions("2", "1.9.60")).toBe(1);
    expect(compareVersions("1.9.9", "1.9.60")).toBe(-1);
  });

  it("treats missing trailing segments and leading zeros as equal", () => {
    expect(compareVersions("1.9.60", "1.9.60.0")).toBe(0);
    expect(compareVersions("1.9.60.0.0", "1.9.60")).toBe(0);
    expect(compareVersions("01.09.060", "1.9.60")).toBe(0);
    expect(compareVersions("1.9.60.1", "1.9.60")).toBe(1);
  });

  it("compares segments too long for a double exactly", () => {
    expect(compareVersions("1.9007199254740993", "1.9007199254740992")).toBe(1);
  });

  it("counts something that is not a version as 0", () => {
    expect(compareVersions("garbage", "0.0.1")).toBe(-1);
    expect(compareVersions("garbage", "0")).toBe(0);
  });

  it("is antisymmetric and agrees with numeric comparison of three-part versions", () => {
    const part = fc.integer({ min: 0, max: 10_000 });
    const version = fc.tuple(part, part, part);
    fc.assert(
      fc.property(version, version, (a, b) => {
        const order = compareVersions(a.join("."), b.join("."));
        const expected = Math.sign(a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
        expect(order).toBe(expected);
        expect(compareVersions(b.join("."), a.join("."))).toBe(-order || 0);
      }),
    );
  });
});

describe("parseVersion", () => {
  it("accepts digits and dots, with an optional leading v", () => {
    expect(parseVersion("1.9.60")).toEqual(["1", "9", "60"]);
    expect(parseVersion(" v1.10 ")).toEqual(["1", "10"]);
    expect(parseVersion(2)).toEqual(["2"]);
    expect(parseVersion("000")).toEqual(["0"]);
  });

  it("rejects anything else", () => {
    for (const bad of ["", "1..2", "1.2.", ".1", "1.2-beta", "abc", "1,2", "-1"]) {
      expect(parseVersion(bad)).toBeNull();
    }
    expect(parseVersion(Number.NaN)).toBeNull();
    expect(parseVersion(null)).toBeNull();
    expect(parseVersion(undefined)).toBeNull();
  });
});

describe("isUpdateAvailable (update banner)", () => {
  it("uses the client version 1.9.60", () => {
    expect(CLIENT_VERSION).toBe("1.9.60");
  });

  it("shows only for a server qr_app_version higher than 1.9.60", () => {
    expect(isUpdateAvailable("1.9.61")).toBe(true);
    expect(isUpdateAvailable("1.10.0")).toBe(true);
    expect(isUpdateAvailable("2.0")).toBe(true);
    expect(isUpdateAvailable(2)).toBe(true);
    expect(isUpdateAvailable("1.9.60")).toBe(false);
    expect(isUpdateAvailable("1.9.60.0")).toBe(false);
    expect(isUpdateAvailable("1.9.59")).toBe(false);
    expect(isUpdateAvailable("1.8.99")).toBe(false);
  });

  it("never shows for a missing or malformed version", () => {
    expect(isUpdateAvailable(null)).toBe(false);
    expect(isUpdateAvailable(undefined)).toBe(false);
    expect(isUpdateAvailable("")).toBe(false);
    expect(isUpdateAvailable("latest")).toBe(false);
    expect(isUpdateAvailable("9.9.9-rc1")).toBe(false);
    expect(isUpdateAvailable(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it("reads a JSON number as written: 1.1 is below 1.9.60", () => {
    expect(isUpdateAvailable(1.1)).toBe(false);
  });
});
