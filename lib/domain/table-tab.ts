import { type Milli, roundToDecimals, toMilli } from "./money";

/**
 * Table tab (issue 16): everyone at a table with the venue's enable_table_tab adds their rounds to the
 * table's one open order and pays it whole, split evenly, or by the lines they added.
 */

/**
 * Numbers the devices of a tab in the order their first line was added: the guest who opened the tab
 * is Guest 1. Lines added without a device id (the venue's own, or before the tab existed) have none.
 */
export function tabGuestNumbers(lines: readonly { tabGuest: string | null }[]): (number | null)[] {
  const numbers = new Map<string, number>();
  return lines.map(({ tabGuest }) => {
    if (!tabGuest) return null;
    const known = numbers.get(tabGuest);
    if (known !== undefined) return known;
    const next = numbers.size + 1;
    numbers.set(tabGuest, next);
    return next;
  });
}

export interface TabLine {
  /** Unit price times quantity, in thousandths. */
  amount: Milli;
  cartUuid: string | null;
  /** Lines struck through ('Deleted') are on nobody's bill. */
  deleted: boolean;
}

export type MyItemsPayment =
  /** None of the tab's lines are mine, or nothing is left to pay. */
  | { kind: "nothing" }
  /** My share is the whole balance due: pay it as one payment. */
  | { kind: "whole"; amount: Milli }
  /** Split the balance due in two shares, mine first. */
  | { kind: "share"; amounts: [Milli, Milli] };

/**
 * "Pay my items": my lines' part of the order's total (so taxes, fees, discounts and tips are shared
 * in proportion to what each guest ordered), at the menu's decimal places, never more than the
 * balance due. What is left after it is the second share, which the others pay.
 */
export function myItemsPayment(
  lines: readonly TabLine[],
  mine: ReadonlySet<string>,
  order: { total: Milli; balanceDue: Milli },
  decimals: number,
): MyItemsPayment {
  const counted = lines.filter((line) => !line.deleted);
  const all = counted.reduce((total, line) => total + line.amount, 0);
  const my = counted.filter((line) => line.cartUuid !== null && mine.has(line.cartUuid)).reduce((total, line) => total + line.amount, 0);
  const balance = roundToDecimals(order.balanceDue, decimals);
  if (my <= 0 || all <= 0 || balance <= 0) return { kind: "nothing" };
  const share = roundToDecimals(Math.round((order.total * my) / all), decimals);
  if (share <= 0) return { kind: "nothing" };
  if (share >= balance) return { kind: "whole", amount: balance };
  return { kind: "share", amounts: [share, balance - share] };
}

/** A tab is closed once something was paid and nothing is left: the next guest at the table starts a new one. */
export function isTabClosed(order: { paid: Milli; balanceDue: Milli }, decimals: number): boolean {
  return order.paid > 0 && roundToDecimals(order.balanceDue, decimals) <= 0;
}

/** An order as the venue API answers it, as far as telling a closed tab goes. */
export interface TabOrderAnswer {
  line_items?: readonly { tab_guest_number: number | null }[];
  payments?: readonly { amount: number | string }[];
  balance_due?: number | string | null;
}

/**
 * Whether an order the venue API answered is a table tab paid in full. Lines numbered by guest exist
 * only on table tabs. The balance due is read at three places, below any menu's smallest unit, as the
 * venue API computed it.
 */
export function isClosedTabOrder(order: TabOrderAnswer): boolean {
  if (!order.line_items?.some((line) => line.tab_guest_number !== null)) return false;
  const paid = (order.payments ?? []).reduce((total, payment) => total + toMilli(payment.amount), 0);
  return isTabClosed({ paid, balanceDue: toMilli(order.balance_due ?? 0) }, 3);
}

/**
 * The partner venue's table flows (its table's active order found by the QR link, Add to Order, the
 * order paid at the table with tips and splits) are what a table tab is made of, so a venue with
 * enable_table_tab has them too; the partner's own extras (wallet, loyalty, employee ids) it does not.
 */
export function sharesTableOrder(menu: { al_futtaim_enabled?: boolean | null; enable_table_tab?: boolean | null }): boolean {
  return menu.al_futtaim_enabled === true || menu.enable_table_tab === true;
}
