import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { databaseFailureOf, errorAnswer } from "../errors";
import { createLogger } from "../observability/logger";
import { startTestApi, type TestApi } from "../test/harness";

/**
 * Issue 10 item 3, last line: data the database refuses is the client's fault (400), and the log
 * line of any database error names the error class, SQLSTATE and message, never the query's
 * parameters, which carry guests' names, phones and addresses. Real driver errors, PGlite or pg.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(() => api.close());

async function failureOf(query: Promise<unknown>): Promise<unknown> {
  return query.then(
    () => new Error("expected the query to fail"),
    (error: unknown) => error,
  );
}

/** The messages errorAnswer logs while `run` runs, through a real logger. */
function logged(run: (log: Logger) => void): string {
  const lines: string[] = [];
  run(createLogger("info", { write: (line: string) => void lines.push((JSON.parse(line) as { msg: string }).msg) }));
  return lines.join("\n");
}

describe("database errors in answers and logs", () => {
  it.each([
    ["NUL in text", sql`select ${"Amal Guest\u0000"}::text`, "22021"],
    ["an id past 2^31-1", sql`select ${"2147483648"}::integer`, "22003"],
    ["numeric(12,3) overflow", sql`select ${"1000000000000"}::numeric(12,3)`, "22003"],
    ["a phone where a uuid goes", sql`select ${"+971501234567"}::uuid`, "22P02"],
  ])("%s: 400 with a JSON detail, logged without the parameter", async (_, query, code) => {
    const error = await failureOf(api.db.execute(query));
    expect(databaseFailureOf(error)?.code).toBe(code);
    let answer: ReturnType<typeof errorAnswer> | null = null;
    const line = logged((log) => {
      answer = errorAnswer(error, log);
    });
    expect(answer).toEqual({ status: 400, body: { detail: "Invalid input: a value is out of range or cannot be stored." } });
    expect(line).toContain(`SQLSTATE ${code}`);
    expect(line).toMatch(/^venue API refused data: DrizzleQueryError > DatabaseError SQLSTATE/);
    for (const secret of ["Amal", "2147483648", "1000000000000", "+971501234567", "params"]) expect(line).not.toContain(secret);
  });

  it("any other database error: 500, one line with class, SQLSTATE and message, no parameters", async () => {
    const error = await failureOf(
      api.db.execute(sql`select * from no_such_table where name = ${"Amal Guest"} and phone = ${"+971501234567"}`),
    );
    // drizzle's own message lists the parameters: the reason it must never be logged as is.
    expect(String((error as Error).message)).toContain("Amal Guest");
    let answer: ReturnType<typeof errorAnswer> | null = null;
    const line = logged((log) => {
      answer = errorAnswer(error, log);
    });
    expect(answer).toEqual({ status: 500, body: { detail: "Internal server error." } });
    expect(line).toBe('venue API error: DrizzleQueryError > DatabaseError SQLSTATE 42P01: relation "no_such_table" does not exist');
  });
});
