import { z } from "zod";
import "@/lib/zod-config";
import { latitude, longitude } from "./common";

/** Payload of POST /{lang}/menus/geofence/{menuId}/. */
export const geofencePayload = z.object({ lat: latitude, lng: longitude });

/**
 * The server names its flag allowed, is_allowed or allow (000 section 7); all are read as `allowed`.
 * An answer with none of them is not an answer to this question, so it fails.
 */
export const geofenceAnswer = z
  .object({ allowed: z.boolean().optional(), is_allowed: z.boolean().optional(), allow: z.boolean().optional() })
  .transform((answer, context) => {
    const allowed = answer.allowed ?? answer.is_allowed ?? answer.allow;
    if (allowed === undefined) {
      context.addIssue({ code: "custom", message: "Expected allowed, is_allowed or allow" });
      return z.NEVER;
    }
    return { allowed };
  });

export type GeofencePayload = z.output<typeof geofencePayload>;
export type GeofencePayloadInput = z.input<typeof geofencePayload>;
export type GeofenceAnswer = z.output<typeof geofenceAnswer>;
