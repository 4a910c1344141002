import { ApiError } from "@/lib/api/errors";
import { loyaltyPromotionsPayload, type LoyaltyPromotionsPayloadInput, type VerifyEmployeeQueryInput } from "@/lib/api/schemas/partner";
import { toMilli } from "@/lib/domain/money";
import partnerVenue from "@/server/seed/venues/partner.json";
import { computeLoyaltyDiscounts } from "@/server/services/partner/loyalty";
import { samePhone } from "@/server/services/partner/phone";

/**
 * The venue API's partner answers for the partner demo (server/seed/venues/partner.json), computed by
 * its own services, for component tests that replace the browser's API client.
 */
export function loyaltyAnswer(input: LoyaltyPromotionsPayloadInput) {
  const request = loyaltyPromotionsPayload.parse(input);
  return computeLoyaltyDiscounts(partnerVenue.partner, {
    cartItems: request.cart_items.map((item) => ({
      product: item.product,
      quantity: item.quantity,
      unitPrice: toMilli(item.product_price),
    })),
    employeeId: request.employee_id,
    phone: request.phone,
    country: partnerVenue.menu.menu_country,
    orderType: request.order_type,
  });
}

/** GET /iiko/af/verify-employee-id/{id}/: the id with its employee's phone, else the venue API's 404. */
export function employeeAnswer(id: string, query?: VerifyEmployeeQueryInput) {
  const country = partnerVenue.menu.menu_country;
  const employee = partnerVenue.partner.employees.find(
    (entry) => entry.employee_id === id && samePhone(entry.employee_phone, query?.phone ?? "", country),
  );
  if (employee) return Promise.resolve({ employee_id: id, employee_phone: employee.employee_phone });
  return Promise.reject(
    new ApiError({
      kind: "http",
      method: "GET",
      url: `/iiko/af/verify-employee-id/${encodeURIComponent(id)}/`,
      status: 404,
      body: { detail: "Not found." },
    }),
  );
}
