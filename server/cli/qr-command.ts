import { isIP } from "node:net";
import { writeFileSync } from "node:fs";
import { and, asc, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { encodeLocationToken, type LocationKind } from "@/lib/domain/location-token";
import type { Db } from "../db/client";
import { venueDomains, venues, venueTables } from "../db/schema";
import { isLoopbackHost } from "../http/production-checks";
import { DEFAULT_LOCATION_TOKEN_SALT, listenPort, locationTokenSalt, publicUrl, readSetting, usesDemoSalt } from "@/lib/config/settings";
import { parseCommandArgs } from "./args";
import { UserError } from "./cli-error";
import type { CliCommand, CliContext } from "./context";

const usage = `npm run venue -- qr <license> (--table N | --room N | --area NAME) [--format svg|png] [--out file] [--base-url URL]
  SVG goes to standard output unless --out is given; PNG goes to --out, else <license>-<table|room|area>-<value>.png.
  Base URL: --base-url, else https://<the venue's first custom domain> (http://<name>.localhost:$PORT for local names),
  else PUBLIC_URL, else http://localhost:$PORT.`;

const KINDS = { table: "t", room: "r", area: "a" } as const satisfies Record<string, LocationKind>;

export const qrCommand: CliCommand = {
  summary: "Print the QR code of a table, room or area link, as SVG or PNG.",
  usage,
  async run(args, context) {
    const { positionals, values } = parseCommandArgs(
      args,
      {
        table: { type: "string" },
        room: { type: "string" },
        area: { type: "string" },
        format: { type: "string", default: "svg" },
        out: { type: "string", short: "o" },
        "base-url": { type: "string" },
      },
      usage,
      1,
    );
    const license = positionals[0] ?? "";
    const places = (["table", "room", "area"] as const).filter((place) => values[place] !== undefined);
    const place = places[0];
    const value = place === undefined ? undefined : values[place]?.trim();
    if (place === undefined || value === undefined || places.length > 1)
      throw new UserError(`Give exactly one of --table, --room or --area.\n\nUsage: ${usage}`);
    if (values.format !== "svg" && values.format !== "png") throw new UserError(`--format must be svg or png, not "${values.format}".`);

    const { db } = await context.database();
    const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.license, license));
    if (!venue) throw new UserError(`No venue has licence ${license}.`);
    if (place !== "area") await checkPlace(db, venue.id, license, place, value);
    const token = encodeLocationToken(KINDS[place], value, locationTokenSalt(process.env));
    if (token === null) throw new UserError(`${place} "${value}" cannot be put in a link: ${place} links carry a number.`);
    const link = `${await baseUrl(db, venue.id, values["base-url"])}/${KINDS[place]}/${token}`;
    checkSalt(link, context);

    if (values.format === "svg" && values.out === undefined) {
      context.out((await QRCode.toString(link, { type: "svg" })).trimEnd());
      // On standard error, so that `> table.svg` keeps a clean image.
      context.err(`Link: ${link}`);
      return;
    }
    const out = values.out ?? `${license}-${place}-${value.replace(/[^\p{L}\p{N}_-]+/gu, "_")}.png`;
    const image =
      values.format === "svg" ? await QRCode.toString(link, { type: "svg" }) : await QRCode.toBuffer(link, { type: "png", width: 512 });
    try {
      writeFileSync(out, image);
    } catch (error) {
      throw new UserError(`Cannot write ${out}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
    }
    context.out(`Link: ${link}`);
    context.out(`Wrote ${out}`);
  },
};

/** Tables and rooms are the venue's own (venue_tables); areas are free text and not listed anywhere. */
async function checkPlace(db: Db, venueId: number, license: string, place: "table" | "room", value: string) {
  const rows = await db
    .select({ number: venueTables.number })
    .from(venueTables)
    .where(and(eq(venueTables.venueId, venueId), eq(venueTables.kind, place)))
    .orderBy(asc(venueTables.id));
  if (rows.some((row) => row.number === value)) return;
  const valid = rows.map((row) => row.number).join(", ");
  throw new UserError(valid ? `${license} has no ${place} ${value}. Its ${place}s: ${valid}.` : `${license} has no ${place}s.`);
}

async function baseUrl(db: Db, venueId: number, given: string | undefined): Promise<string> {
  if (given !== undefined) {
    let url: URL;
    try {
      url = new URL(given);
    } catch {
      throw new UserError(`--base-url "${given}" is not a URL.`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new UserError(`--base-url must be http or https, not ${url.protocol}`);
    return given.replace(/\/+$/, "");
  }
  // The first domain in the order export writes them, so the same file always prints the same links;
  // a host name before an address (the demo's demo.localhost, not 127.0.0.1: a guest's phone reads names).
  const domains = await db
    .select({ domain: venueDomains.domain })
    .from(venueDomains)
    .where(eq(venueDomains.venueId, venueId))
    .orderBy(asc(venueDomains.domain));
  const domain = domains.find((row) => isIP(row.domain) === 0) ?? domains[0];
  const port = listenPort(process.env);
  // *.localhost names (the demo venues') reach this machine's `npm start`, which speaks plain HTTP.
  if (domain && /^(([a-z0-9-]+\.)*localhost|127\.0\.0\.1)$/.test(domain.domain)) return `http://${domain.domain}:${port}`;
  if (domain) return `https://${domain.domain}`;
  return publicUrl(process.env) ?? `http://localhost:${port}`;
}

/**
 * The demo salt is public: a code made with it for a public host lets anyone make other tables'
 * links. Refused in production (as `npm start` refuses to serve with it), a warning otherwise.
 */
function checkSalt(link: string, context: CliContext) {
  if (!usesDemoSalt(process.env) || isLoopbackHost(new URL(link).hostname)) return;
  const reason = `This code is made with the public demo salt "${DEFAULT_LOCATION_TOKEN_SALT}" (LOCATION_TOKEN_SALT unset): anyone can make other tables' links for ${new URL(link).host}.`;
  if (readSetting(process.env, "NODE_ENV") === "production")
    throw new UserError(`${reason} Set LOCATION_TOKEN_SALT to the salt the app runs with.`);
  context.err(`Warning: ${reason}`);
}
