import { listRefundTasks, markRefundDone } from "../services/payments/refund-tasks";
import { parseCommandArgs, positiveInteger } from "./args";
import { UserError } from "./cli-error";
import type { CliCommand } from "./context";
import { renderTable } from "./table";

const usage = `npm run venue -- refunds [--license L] [--all] [--done ID]
  Money a payment provider took for a payment not counted here (superseded, expired, failed or
  above the order's total): refund it at the provider, then mark it with --done ID. --all lists
  the done ones too.`;

/** "2025-05-01 10:00:00" in UTC, as the orders list writes times. */
const utc = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

export const refundsCommand: CliCommand = {
  summary: "List the refunds owed at payment providers (refund tasks), or mark one done.",
  usage,
  async run(args, context) {
    const { values } = parseCommandArgs(
      args,
      {
        license: { type: "string", short: "l" },
        all: { type: "boolean", short: "a" },
        done: { type: "string" },
      },
      usage,
      0,
    );
    const { db } = await context.database();
    if (values.done !== undefined) {
      const id = positiveInteger(values.done, "done", 0);
      if (!(await markRefundDone(db, id, new Date()))) throw new UserError(`No refund task has id ${id}.`);
      context.out(`Refund task ${id} is done.`);
      return;
    }
    const rows = await listRefundTasks(db, { all: values.all === true, ...(values.license ? { license: values.license } : {}) });
    if (!rows.length) {
      context.out(values.all ? "No refund tasks." : "No refunds to make.");
      return;
    }
    const header = ["id", "license", "order", "provider", "reference", "amount", "reason", "created (UTC)", "done (UTC)"];
    const cells = rows.map((row) => [
      String(row.id),
      row.license,
      row.orderUuid,
      row.provider,
      row.reference,
      `${row.amount} ${row.currency}`,
      row.reason,
      utc(row.createdAt),
      row.doneAt ? utc(row.doneAt) : "",
    ]);
    for (const line of renderTable(header, cells, [header.indexOf("amount")])) context.out(line);
  },
};
