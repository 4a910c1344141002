import { readFileSync } from "node:fs";
import { eq, or } from "drizzle-orm";
import type { z } from "zod";
import { internalKey } from "../../lib/config/internal-calls";
import { venues } from "../db/schema";
import { requestRevalidate } from "../venue/revalidate-call";
import { importVenue } from "../venue/import";
import { venueFile } from "../venue/venue-file";
import { parseCommandArgs } from "./args";
import { UserError } from "./cli-error";
import type { CliCommand, CliContext } from "./context";

const usage = `npm run venue -- import <file.json> [--app <url>]...
  Apps on the same database hear of the import themselves (NOTIFY venue_changed). --app names a guest app
  that does not (API_URL set): it is told through its revalidate route with INTERNAL_KEY.`;

/** One line per problem, `path: message`, the path dotted as in the API's 400 answers. */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${issue.path.length ? issue.path.map(String).join(".") : "(file)"}: ${issue.message}`);
}

export function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new UserError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UserError(`${file} is not JSON: ${(error as Error).message}`);
  }
}

/**
 * importVenue refuses data that clashes with another venue (licence, form ids) with a plain Error,
 * and the database refuses a custom domain another venue has: both are the file's fault.
 */
function refusal(error: unknown): UserError | null {
  if (!(error instanceof Error)) return null;
  const cause: unknown = error.cause ?? error;
  const code = typeof cause === "object" && cause !== null ? Reflect.get(cause, "code") : undefined;
  if (code === "23505") {
    const detail = Reflect.get(cause as object, "detail");
    return new UserError(`Nothing was imported: ${typeof detail === "string" ? detail : (cause as Error).message}`);
  }
  return error.constructor === Error ? new UserError(`Nothing was imported: ${error.message}.`) : null;
}

export const importCommand: CliCommand = {
  summary: "Validate a venue file and import it in one transaction; an invalid file changes nothing.",
  usage,
  async run(args, context) {
    const { positionals, values } = parseCommandArgs(args, { app: { type: "string", multiple: true } }, usage, 1);
    const file = positionals[0] ?? "";
    const apps = appOrigins(values.app ?? []);
    const parsed = venueFile.safeParse(readJsonFile(file));
    if (!parsed.success) {
      throw new UserError([`${file} is not a valid venue file:`, ...formatIssues(parsed.error.issues), "Nothing was imported."].join("\n"));
    }
    const venue = parsed.data;
    const { db } = await context.database();
    // The menu id is the venue's identity: refuse a file that would rename or take over another venue.
    const clashes = await db
      .select({ id: venues.id, license: venues.license })
      .from(venues)
      .where(or(eq(venues.license, venue.license), eq(venues.id, venue.menu.id)));
    for (const clash of clashes) {
      if (clash.id !== venue.menu.id || clash.license !== venue.license) {
        throw new UserError(
          `Menu ${clash.id} is licence ${clash.license}; ${file} has menu ${venue.menu.id} for licence ${venue.license}. Nothing was imported.`,
        );
      }
    }
    try {
      await importVenue(db, venue);
    } catch (error) {
      throw refusal(error) ?? error;
    }
    context.out(`Imported ${venue.license} (menu ${venue.menu.id})`);
    await tellApps(apps, venue.license, context);
  },
};

interface AppsToTell {
  origins: string[];
  key: string;
}

/** Checked before the import, so that a mistake here changes nothing. */
function appOrigins(urls: string[]): AppsToTell {
  const key = internalKey(process.env);
  if (urls.length > 0 && key === null) throw new UserError("--app needs INTERNAL_KEY, the key the apps run with. Nothing was imported.");
  const origins = urls.map((url) => {
    if (!/^https?:\/\/[^/\s]+\/?$/.test(url))
      throw new UserError(`--app must be an origin such as http://10.0.0.5:3000, not "${url}". Nothing was imported.`);
    return url;
  });
  return { origins, key: key ?? "" };
}

/** The import has happened: an app that cannot be told is reported, and refreshes the venue within the minute. */
async function tellApps({ origins, key }: AppsToTell, licence: string, context: CliContext): Promise<void> {
  const failures = await Promise.all(
    origins.map((origin) =>
      requestRevalidate(origin, licence, key).then(
        () => null,
        (error: unknown) =>
          `${origin} was not told (${error instanceof Error ? error.message : String(error)}); it shows the change within a minute.`,
      ),
    ),
  );
  for (const failure of failures) if (failure) context.err(failure);
}
