import { eq } from "drizzle-orm";
import { ORDER_STATUSES } from "@/lib/domain/order-status";
import { paddedOrderId } from "@/lib/domain/order-number";
import { orders } from "../db/schema";
import { ApiProblem } from "../errors";
import { changeOrderStatus } from "../services/order-status";
import { createPgOrderEvents } from "../services/pg-events";
import { realtimeAfterCommit } from "../services/realtime/after-commit";
import { settingsFromEnv } from "../runtime";
import { parseCommandArgs } from "./args";
import { UserError } from "./cli-error";
import type { CliCommand } from "./context";
import { checkStatus } from "./orders-command";

const usage = `npm run venue -- order-status <uuid> <status>
  status: one of ${ORDER_STATUSES.join(", ")}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const orderStatusCommand: CliCommand = {
  summary: "Change an order's status; open order screens hear of it (order-update).",
  usage,
  async run(args, context) {
    const { positionals } = parseCommandArgs(args, {}, usage, 2);
    const [uuid = "", wanted = ""] = positionals;
    if (!UUID.test(uuid)) throw new UserError(`"${uuid}" is not an order uuid.`);
    const status = checkStatus(wanted);
    const database = await context.database();
    const [order] = await database.db
      .select({ number: orders.orderNumber, status: orders.status })
      .from(orders)
      .where(eq(orders.uuid, uuid.toLowerCase()));
    if (!order) throw new UserError(`No order has uuid ${uuid}.`);
    // The same service as the API: NOTIFY in the transaction reaches every running instance's
    // streams, and Ably (when ABLY_API_KEY is set) hears of it after the commit.
    const events = createPgOrderEvents(database);
    const afterCommit = realtimeAfterCommit({ settings: settingsFromEnv() });
    try {
      await changeOrderStatus({ database, events, clock: () => new Date() }, uuid.toLowerCase(), status, afterCommit);
    } catch (error) {
      if (error instanceof ApiProblem) throw new UserError(error.message);
      throw error;
    } finally {
      await events.close();
    }
    context.out(`Order ${paddedOrderId(order.number)} (${uuid.toLowerCase()}): ${order.status} -> ${status}`);
  },
};
