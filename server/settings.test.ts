import { env as guestAppEnv } from "@/lib/config/env";
import { apiBaseUrl as guestApiBaseUrl } from "@/lib/config/api-url";
import { settingsFromEnv } from "./runtime";
import { apiUrl, databaseSettings, defaultLicense, listenPort, readSetting, siteName } from "@/lib/config/settings";

/**
 * Issue 15: settings were read in two or three ways (trimmed or not, "" as set or unset), so the guest
 * app, the venue API, the CLI and `npm start` could disagree about one variable. Every reader now goes
 * through lib/config/settings.ts; padded, empty and blank values give every side one answer.
 */

const SAVED = { ...process.env };
afterEach(() => {
  process.env = { ...SAVED };
});

function withEnv(values: Record<string, string | undefined>) {
  process.env = { ...SAVED, ...values };
}

describe("one reader of each setting", () => {
  it.each([undefined, "", "   ", "\t"])("treats %j as not set, everywhere", (blank) => {
    withEnv({
      DEFAULT_LICENSE: blank,
      API_URL: blank,
      SITE_NAME: blank,
      ABLY_API_KEY: blank,
      DATABASE_URL: blank,
      PGLITE_DIR: blank,
      PORT: "3100",
    });
    expect([guestAppEnv.defaultLicense, settingsFromEnv().defaultLicense, defaultLicense(process.env)]).toEqual([null, null, null]);
    expect([guestAppEnv.apiUrl, guestApiBaseUrl(), apiUrl(process.env)]).toEqual([
      "http://127.0.0.1:3100/backend",
      "http://127.0.0.1:3100/backend",
      null,
    ]);
    expect([guestAppEnv.siteName, siteName(process.env)]).toEqual(["Carte", "Carte"]);
    expect(settingsFromEnv().ablyApiKey).toBeNull();
    expect(databaseSettings(process.env)).toEqual({ url: null, dataDir: ".data/pglite" });
  });

  it("trims padded values the same way for the guest app, the venue API and the CLI", () => {
    withEnv({
      DEFAULT_LICENSE: " demo ",
      API_URL: " https://api.example.com/backend// ",
      SITE_NAME: " Menus ",
      ABLY_API_KEY: " key.id:secret ",
      DATABASE_URL: " postgres://db/x ",
      PORT: " 4100 ",
    });
    expect([guestAppEnv.defaultLicense, settingsFromEnv().defaultLicense]).toEqual(["demo", "demo"]);
    expect([guestAppEnv.apiUrl, guestApiBaseUrl(), apiUrl(process.env)]).toEqual(Array(3).fill("https://api.example.com/backend"));
    expect(guestAppEnv.siteName).toBe("Menus");
    expect(settingsFromEnv().ablyApiKey).toBe("key.id:secret");
    expect(databaseSettings(process.env).url).toBe("postgres://db/x");
    expect(listenPort(process.env)).toBe("4100");
    expect(readSetting(process.env, "NOT_A_SETTING")).toBeNull();
  });
});
