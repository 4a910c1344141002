import { ApiProblem } from "../errors";
import { setCommonOrder } from "../services/common-order";
import { createPgOrderEvents } from "../services/pg-events";
import { realtimeAfterCommit } from "../services/realtime/after-commit";
import { settingsFromEnv } from "../runtime";
import { parseCommandArgs } from "./args";
import { UserError } from "./cli-error";
import type { CliCommand } from "./context";

const usage = `npm run venue -- common-order <license> <uuid> <on|off>
  on: the POS holds the table's order; the order and checkout screens say the table is busy.`;

const SWITCH: Record<string, boolean> = { on: true, off: false };

export const commonOrderCommand: CliCommand = {
  summary: "Set or clear an order's POS common-order flag, as the POS would; open order screens hear of it.",
  usage,
  async run(args, context) {
    const { positionals } = parseCommandArgs(args, {}, usage, 3);
    const [license = "", uuid = "", wanted = ""] = positionals;
    const common = SWITCH[wanted];
    if (common === undefined) throw new UserError(`"${wanted}" is neither on nor off.\n\nUsage: ${usage}`);
    const database = await context.database();
    // The same path as order-status: NOTIFY reaches every instance's streams, Ably hears of it after the commit.
    const events = createPgOrderEvents(database);
    const afterCommit = realtimeAfterCommit({ settings: settingsFromEnv() });
    try {
      await setCommonOrder({ database, events, clock: () => new Date() }, { license, uuid, common }, afterCommit);
    } catch (error) {
      if (error instanceof ApiProblem) throw new UserError(`${error.message} (${license} ${uuid})`);
      throw error;
    } finally {
      await events.close();
    }
    context.out(`Order ${uuid.toLowerCase()} of ${license}: common order ${wanted}`);
  },
};
