import { spawn } from "node:child_process";
import { env as guestAppEnv } from "@/lib/config/env";
import { UserError } from "../cli/cli-error";
import { qrCommand } from "../cli/qr-command";
import { isLoopbackHost, isPublicProduction, startupProblems } from "../http/production-checks";
import { DEFAULT_LOCATION_TOKEN_SALT, locationTokenSalt, publicUrl } from "@/lib/config/settings";
import { settingsFromEnv } from "../runtime";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { TEST_VAPID_ENV } from "../test/vapid";

/**
 * Issue 10 item 17: table tokens are signed with LOCATION_TOKEN_SALT, whose default is in this
 * repository; production served with it, without a word, so anyone could make any table's link.
 * Servers now refuse to start in production on a public host with it, and every reader of the salt
 * (guest app, venue API, CLI) reads it the same way.
 */

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A child process with exactly these variables (plus PATH), as a deployment would start it. */
function run(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env };
    for (const name of Object.keys(childEnv)) if (name !== "PATH") delete childEnv[name];
    const child = spawn(process.execPath, args, { cwd: process.cwd(), env: Object.assign(childEnv, env) });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const PRODUCTION = { NODE_ENV: "production", PUBLIC_URL: "https://menu.example.com" };

describe("npm start in production on a public host", () => {
  it("refuses to start without LOCATION_TOKEN_SALT, and says why", async () => {
    const refused = await run(["--import", "tsx", "scripts/start.mts", "--check"], PRODUCTION);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain("npm start refuses to start:");
    expect(refused.stderr).toContain(
      "LOCATION_TOKEN_SALT is not set in production on a public host (NODE_ENV=production, https://menu.example.com)",
    );
    expect(refused.stderr).toContain("Set LOCATION_TOKEN_SALT to a long random secret");
  });

  it("refuses the demo salt given explicitly, blanks around it or not", async () => {
    const refused = await run(["--import", "tsx", "scripts/start.mts", "--check"], {
      ...PRODUCTION,
      LOCATION_TOKEN_SALT: ` ${DEFAULT_LOCATION_TOKEN_SALT} `,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`LOCATION_TOKEN_SALT is the demo salt "${DEFAULT_LOCATION_TOKEN_SALT}" in production`);
  });

  it("passes the check with a salt of its own", async () => {
    const passed = await run(["--import", "tsx", "scripts/start.mts", "--check"], {
      ...PRODUCTION,
      LOCATION_TOKEN_SALT: "4cJ0v4c6S2yq3rj9x0dZ",
      ...TEST_VAPID_ENV,
    });
    expect(passed).toEqual({ code: 0, stdout: "npm start: the settings pass the start checks.\n", stderr: "" });
  });

  it("still starts the demo (no NODE_ENV) on the demo salt", async () => {
    const passed = await run(["--import", "tsx", "scripts/start.mts", "--check"], { PUBLIC_URL: "https://menu.example.com" });
    expect(passed.code).toBe(0);
  });

  it("refuses a TRUSTED_PROXY_COUNT it cannot read, in any environment", async () => {
    const refused = await run(["--import", "tsx", "scripts/start.mts", "--check"], { TRUSTED_PROXY_COUNT: "yes" });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'TRUSTED_PROXY_COUNT must be a whole number from 0 to 20 (the proxies in front of the app), not "yes".',
    );
  });

  it("npm run api refuses too, before it opens the database", async () => {
    const refused = await run(["--import", "tsx", "server/standalone.ts"], { ...PRODUCTION, HOSTNAME: "0.0.0.0", PGLITE_DIR: "memory://" });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("npm run api refuses to start:");
    expect(refused.stderr).toContain("LOCATION_TOKEN_SALT is not set in production on a public host");
  }, 30_000);
});

describe("a public host", () => {
  it("is PUBLIC_URL naming another machine, or listening beyond loopback", () => {
    expect(isPublicProduction({ NODE_ENV: "production", PUBLIC_URL: "https://menu.example.com" }, "127.0.0.1")).toBe(true);
    expect(isPublicProduction({ NODE_ENV: "production" }, null)).toBe(true);
    expect(isPublicProduction({ NODE_ENV: "production" }, "0.0.0.0")).toBe(true);
    expect(isPublicProduction({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" }, "127.0.0.1")).toBe(false);
    expect(isPublicProduction({ NODE_ENV: "production" }, "::1")).toBe(false);
    expect(isPublicProduction({ NODE_ENV: "development", PUBLIC_URL: "https://menu.example.com" }, null)).toBe(false);
    expect(["localhost", "demo.localhost", "127.0.0.5", "[::1]", "::1"].every(isLoopbackHost)).toBe(true);
    expect(["menu.example.com", "10.0.0.2", "0.0.0.0", "::"].some(isLoopbackHost)).toBe(false);
  });

  it("refuses a PUBLIC_URL that is not an origin", () => {
    expect(startupProblems({ PUBLIC_URL: "menu.example.com" }, { listenHost: null })).toEqual([
      'PUBLIC_URL must be an origin such as https://menu.example.com, not "menu.example.com".',
    ]);
    expect(startupProblems({ PUBLIC_URL: "https://menu.example.com/" }, { listenHost: null })).toEqual([]);
  });

  it("refuses DEFAULT_LICENSE without PUBLIC_URL in production: every host name would be an origin (issue 25 item 2)", () => {
    const salt = { LOCATION_TOKEN_SALT: "4cJ0v4c6S2yq3rj9x0dZ", NODE_ENV: "production", DEFAULT_LICENSE: "demo", ...TEST_VAPID_ENV };
    const [problem] = startupProblems(salt, { listenHost: null });
    expect(problem).toContain("DEFAULT_LICENSE serves its venue on every host name");
    expect(problem).toContain("Set PUBLIC_URL");
    expect(startupProblems({ ...salt, PUBLIC_URL: "https://menu.example.com" }, { listenHost: null })).toEqual([]);
    // The demo (no NODE_ENV) keeps running on every host.
    expect(startupProblems({ DEFAULT_LICENSE: "demo" }, { listenHost: null })).toEqual([]);
  });
});

describe("one reading of the salt and PUBLIC_URL", () => {
  const saved = { salt: process.env.LOCATION_TOKEN_SALT, url: process.env.PUBLIC_URL };
  afterEach(() => {
    for (const [name, value] of [
      ["LOCATION_TOKEN_SALT", saved.salt],
      ["PUBLIC_URL", saved.url],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it.each([
    [" table-salt ", "https://menu.example.com//", "table-salt", "https://menu.example.com"],
    ["", "", DEFAULT_LOCATION_TOKEN_SALT, null],
    ["   ", "  ", DEFAULT_LOCATION_TOKEN_SALT, null],
  ])("salt %j and PUBLIC_URL %j read the same in the guest app, the venue API and the CLI", (salt, url, expectedSalt, expectedUrl) => {
    process.env.LOCATION_TOKEN_SALT = salt;
    process.env.PUBLIC_URL = url;
    // Before, the venue API kept " table-salt " and "" as the salt: its tokens matched no QR code.
    expect(settingsFromEnv()).toMatchObject({ locationTokenSalt: expectedSalt, publicUrl: expectedUrl });
    expect({ salt: guestAppEnv.locationTokenSalt, url: guestAppEnv.publicUrl }).toEqual({ salt: expectedSalt, url: expectedUrl });
    expect({ salt: locationTokenSalt(process.env), url: publicUrl(process.env) }).toEqual({ salt: expectedSalt, url: expectedUrl });
  });
});

describe("the venue CLI's QR codes", () => {
  let api: TestApi;
  const saved = { ...process.env };
  beforeAll(async () => {
    api = await startTestApi();
    await api.importVenue(testVenue());
  });
  afterAll(() => api.close());
  afterEach(() => {
    for (const name of ["NODE_ENV", "LOCATION_TOKEN_SALT", "PUBLIC_URL"] as const) {
      if (saved[name] === undefined) delete (process.env as Record<string, string | undefined>)[name];
      else (process.env as Record<string, string | undefined>)[name] = saved[name];
    }
  });

  async function qr(baseUrl: string, nodeEnv: string) {
    (process.env as Record<string, string | undefined>).NODE_ENV = nodeEnv;
    process.env.LOCATION_TOKEN_SALT = "";
    const out: string[] = [];
    const err: string[] = [];
    const context = {
      out: (text: string) => out.push(text),
      err: (text: string) => err.push(text),
      database: async () => api.deps.database,
    };
    try {
      await qrCommand.run(["test-venue", "--table", "2", "--base-url", baseUrl], context);
      return { error: null, out, err };
    } catch (error) {
      return { error: error instanceof UserError ? error.message : String(error), out, err };
    }
  }

  it("refuses to print a public host's code with the demo salt in production, and warns outside it", async () => {
    const reason = `This code is made with the public demo salt "${DEFAULT_LOCATION_TOKEN_SALT}" (LOCATION_TOKEN_SALT unset): anyone can make other tables' links for menu.example.com.`;
    const refused = await qr("https://menu.example.com", "production");
    expect(refused).toEqual({ error: `${reason} Set LOCATION_TOKEN_SALT to the salt the app runs with.`, out: [], err: [] });
    const warned = await qr("https://menu.example.com", "development");
    expect(warned.error).toBeNull();
    expect(warned.err[0]).toBe(`Warning: ${reason}`);
    // A code for this machine (the demo's *.localhost hosts) is the demo's own.
    const local = await qr("http://demo.localhost:3000", "production");
    expect(local.error).toBeNull();
    expect(local.err.join("\n")).not.toContain("Warning");
  });
});
