import { Hono } from "hono";
import { z } from "zod";
import { ID_MAX } from "@/lib/api/schemas/limits";
import { tooBig } from "@/lib/api/schemas/request-fields";
import type { MenuSectionAnswer } from "@/lib/api/schemas/menu-section";
import type { AppEnv } from "../deps";
import { ApiProblem, notFound, parseOr400 } from "../errors";
import { findDeliveryZone, findSectionMinimum, findValidCoupon, venueExists } from "../services/ordering-lookups";

const menuId = z.coerce
  .number({ message: "Expected a menu id" })
  .int()
  .positive()
  .max(ID_MAX, { message: tooBig(ID_MAX) });
// Accepts what `${number}` writes in a path, exponent included ("1e-7").
const coordinate = z
  .string()
  .regex(/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i, { message: "Expected a number" })
  .transform(Number);

const couponPath = z.object({ menuId, code: z.string().trim().min(1, { message: "Expected a coupon code" }).max(64) });

const zonePath = z
  .object({ point: z.string().regex(/^[^,]+,[^,]+$/, { message: "Expected {lat},{lng}" }), menuId })
  .transform(({ point, menuId: id }) => {
    const [lat = "", lng = ""] = point.split(",");
    return { lat, lng, menuId: id };
  })
  .pipe(
    z.object({
      lat: coordinate.pipe(z.number().min(-90).max(90)),
      lng: coordinate.pipe(z.number().min(-180).max(180)),
      menuId: z.number(),
    }),
  );

const sectionQuery = z.object({
  table_number: z
    .string({ message: "table_number is required" })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, { message: "Expected a table number" }),
});

/** The body the app shows as the "We're not there yet" alert (001 section 8). */
export const OUTSIDE_DELIVERY_AREA = {
  detail: "This location is outside our delivery area. Please choose another location or pick up your order.",
  code: "outside_delivery_area",
};

/** Coupon, delivery zone and table-section calls of 001 section 7. */
export function orderingLookupRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  app.get("/en/api/coupon/:menuId/:code", async (c) => {
    const deps = c.get("deps");
    const path = parseOr400(couponPath, c.req.param(), "path");
    const found = await findValidCoupon(deps.database.db, path.menuId, path.code, deps.clock());
    if (!found) throw notFound("Coupon");
    return c.json(found);
  });

  app.get("/en/api/delivery_zone/:point/:menuId", async (c) => {
    const deps = c.get("deps");
    const { lat, lng, menuId: id } = parseOr400(zonePath, c.req.param(), "path");
    if (!(await venueExists(deps.database.db, id))) throw notFound("Menu");
    const zone = await findDeliveryZone(deps.database.db, id, { lat, lng });
    if (!zone) throw new ApiProblem(404, OUTSIDE_DELIVERY_AREA);
    return c.json(zone);
  });

  app.get("/en/api/menu_section/:license", async (c) => {
    const deps = c.get("deps");
    const { table_number } = parseOr400(sectionQuery, { table_number: c.req.query("table_number") }, "query");
    const section = await findSectionMinimum(deps.database.db, c.req.param("license"), table_number);
    if (section.found === "venue-missing") throw notFound("Menu");
    if (section.found === "table-missing") throw notFound("Table");
    return c.json({ minimum_order_amount: section.minimum_order_amount } satisfies MenuSectionAnswer);
  });

  return app;
}
