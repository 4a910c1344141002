import { Hono } from "hono";
import { z } from "zod";
import { id } from "@/lib/api/schemas/common";
import { loyaltyPromotionsAnswer, loyaltyPromotionsPayload, verifyEmployeeAnswer } from "@/lib/api/schemas/partner";
import type { AppEnv } from "../deps";
import { parseOr400 } from "../errors";
import { priceCartItems } from "../services/partner/cart-pricing";
import { verifyEmployee } from "../services/partner/employee";
import { computeLoyaltyDiscounts } from "../services/partner/loyalty";
import { loadPartnerVenue } from "../services/partner/venue";
import { jsonBody } from "./partner-request";
import { enforceRateLimit } from "./rate-limit";

const employeePath = z.object({ id: z.string().trim().min(1).max(64) });
const employeeQuery = z.object({ menu: id.optional() });

/** Loyalty promotions for a cart and employee id verification (employee discount). */
export function partnerLoyaltyRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  app.post("/iiko/loyalty/promotions", async (c) => {
    const request = parseOr400(loyaltyPromotionsPayload, await jsonBody(c));
    const venue = await loadPartnerVenue(c.get("deps").database.db, request.emenu_id);
    const cartItems = priceCartItems(venue, request.cart_items);
    const answer = computeLoyaltyDiscounts(venue.partner, { cartItems, employeeId: request.employee_id, orderType: request.order_type });
    return c.json(loyaltyPromotionsAnswer.parse(answer));
  });

  app.get("/iiko/af/verify-employee-id/:id", async (c) => {
    enforceRateLimit(c, "employee");
    const { id: employeeId } = parseOr400(employeePath, c.req.param(), "path");
    const { menu } = parseOr400(employeeQuery, c.req.query(), "query");
    const answer = await verifyEmployee(c.get("deps").database.db, employeeId, menu ?? null);
    return c.json(verifyEmployeeAnswer.parse(answer));
  });

  return app;
}
