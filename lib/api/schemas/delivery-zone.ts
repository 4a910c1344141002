import { z } from "zod";
import "@/lib/zod-config";
import { money, optionalText } from "./common";

/** Answer of GET /en/api/delivery_zone/{lat},{lng}/{menuId}/: the delivery fee of the zone found. */
export const deliveryZoneAnswer = z.object({
  delivery_amount: money.pipe(z.number().min(0)),
  name: optionalText,
});

export type DeliveryZoneAnswer = z.output<typeof deliveryZoneAnswer>;
