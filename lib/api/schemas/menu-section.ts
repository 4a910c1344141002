import { z } from "zod";
import { money, withDefault } from "./common";

/** Answer of GET /en/api/menu_section/{license}/?table_number={n}: the table's section minimum. */
export const menuSectionAnswer = z.object({
  minimum_order_amount: withDefault(money, 0),
});

export type MenuSectionAnswer = z.output<typeof menuSectionAnswer>;
