import { Hono } from "hono";
import { z } from "zod";
import { loyaltyPromotionsAnswer, loyaltyPromotionsPayload, verifyEmployeeAnswer, verifyEmployeeQuery } from "@/lib/api/schemas/partner";
import type { AppEnv } from "../deps";
import { parseOr400 } from "../errors";
import { priceCartItems } from "../services/partner/cart-pricing";
import { verifyEmployee } from "../services/partner/employee";
import { computeLoyaltyDiscounts } from "../services/partner/loyalty";
import { menuCountry } from "../services/partner/phone";
import { loadPartnerVenue } from "../services/partner/venue";
import { jsonBody } from "./partner-request";

const employeePath = z.object({ id: z.string().trim().min(1).max(64) });

/** Loyalty promotions for a cart and employee id verification (employee discount). */
export function partnerLoyaltyRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  app.post("/iiko/loyalty/promotions", async (c) => {
    const request = parseOr400(loyaltyPromotionsPayload, await jsonBody(c));
    const venue = await loadPartnerVenue(c.get("deps").database.db, request.emenu_id);
    const cartItems = priceCartItems(venue, request.cart_items);
    const answer = computeLoyaltyDiscounts(venue.partner, {
      cartItems,
      employeeId: request.employee_id,
      phone: request.phone,
      country: menuCountry(venue.document),
      orderType: request.order_type,
    });
    return c.json(loyaltyPromotionsAnswer.parse(answer));
  });

  app.get("/iiko/af/verify-employee-id/:id", async (c) => {
    const { id: employeeId } = parseOr400(employeePath, c.req.param(), "path");
    const { phone, menu } = parseOr400(verifyEmployeeQuery, c.req.query(), "query");
    const answer = await verifyEmployee(c.get("deps").database.db, { employeeId, phone }, menu ?? null);
    return c.json(verifyEmployeeAnswer.parse(answer));
  });

  return app;
}
