import { writeFileSync } from "node:fs";
import { exportVenue } from "../venue/export";
import { parseCommandArgs } from "./args";
import { UserError } from "./cli-error";
import type { CliCommand } from "./context";

const usage = "npm run venue -- export <license> [--out file.json]";

export const exportCommand: CliCommand = {
  summary: "Write a venue back as a venue file (standard output, or --out).",
  usage,
  async run(args, context) {
    const { positionals, values } = parseCommandArgs(args, { out: { type: "string", short: "o" } }, usage, 1);
    const license = positionals[0] ?? "";
    const venue = await exportVenue((await context.database()).db, license);
    if (!venue) throw new UserError(`No venue has licence ${license}.`);
    const json = `${JSON.stringify(venue, null, 2)}\n`;
    if (values.out === undefined) {
      context.out(json.trimEnd());
      return;
    }
    try {
      writeFileSync(values.out, json);
    } catch (error) {
      throw new UserError(`Cannot write ${values.out}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
    }
    context.out(`Exported ${license} to ${values.out}`);
  },
};
