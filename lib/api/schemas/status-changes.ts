import { z } from "zod";
import "@/lib/zod-config";
import { ORDER_STATUSES } from "@/lib/domain/order-status";
import { dateTime } from "./common";
import { logWarning, type WarningSink } from "./tolerant";

/** One status an order reached, and when (ISO date-time). */
export const statusChange = z.object({ status: z.enum(ORDER_STATUSES), at: dateTime });

/**
 * Our extension of 001 section 3's order (issue 28): when the order reached each status, oldest first,
 * for the tracker's step times. Another implementation of the contract may not send it, so it is read
 * tolerantly: absent is no times, and entries that are not a known status with a date-time are left
 * out with one warning (the tracker then shows those steps without a time).
 */
export function statusChanges(warn: WarningSink = logWarning) {
  return z
    .unknown()
    .optional()
    .transform((value) => {
      if (value === undefined || value === null) return [];
      if (!Array.isArray(value)) {
        warn({ subject: "order", path: "status_changes", received: [typeof value], count: 1 });
        return [];
      }
      const read = value.flatMap((entry) => {
        const parsed = statusChange.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      });
      const odd = value.length - read.length;
      if (odd > 0) warn({ subject: "order", path: "status_changes[]", received: ["odd entry"], count: odd });
      return read;
    });
}

export type StatusChange = z.output<typeof statusChange>;
