import { logLevelOf } from "./logger";
import { metricsToken } from "./metrics-route";

describe("LOG_LEVEL", () => {
  it("is info by default, silent under tests, the level asked for otherwise", () => {
    expect(logLevelOf({})).toBe("info");
    expect(logLevelOf({ NODE_ENV: "production", LOG_LEVEL: " " })).toBe("info");
    expect(logLevelOf({ NODE_ENV: "test" })).toBe("silent");
    expect(logLevelOf({ NODE_ENV: "test", LOG_LEVEL: "debug" })).toBe("debug");
    expect(logLevelOf({ LOG_LEVEL: "WARN" })).toBe("warn");
  });

  it("refuses a level it does not know", () => {
    expect(() => logLevelOf({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL must be one of/);
  });
});

describe("METRICS_TOKEN", () => {
  it("unset is off; set, it must be long enough to guess no faster than a key", () => {
    expect(metricsToken({})).toBeNull();
    expect(metricsToken({ METRICS_TOKEN: "" })).toBeNull();
    expect(metricsToken({ METRICS_TOKEN: "a".repeat(32) })).toBe("a".repeat(32));
    expect(() => metricsToken({ METRICS_TOKEN: "short-token" })).toThrow(/at least 32/);
  });
});
