import { z } from "zod";
import "@/lib/zod-config";
import { money, withDefault } from "./common";
import { tolerantAnswer, tolerantShape } from "./tolerant";

/** Answer of GET /en/api/menu_section/{license}/?table_number={n}: the table's section minimum. */
export const menuSection = z.object(
  tolerantShape(
    {
      minimum_order_amount: withDefault(money, 0),
    },
    [],
  ),
);

export const menuSectionAnswer = tolerantAnswer(menuSection, "menu_section");

export type MenuSectionAnswer = z.output<typeof menuSection>;
