import {
  checksPosBusy,
  headerCartIcon,
  isPosBusy,
  shouldCheckActiveOrder,
  showActiveTableOrderToast,
  type HeaderCartIcon,
} from "./active-order";
import type { OrderType } from "./order-type";

describe("headerCartIcon (spec 000 section 2, 001 section 4)", () => {
  it.each<[string, Parameters<typeof headerCartIcon>[0], HeaderCartIcon]>([
    [
      "no active order: opens /{lang}/cart with the quantity badge",
      { activeOrderId: null, orderingOpen: true, totalQuantity: 3 },
      { href: "/cart", badge: { kind: "count", count: 3 }, disabled: false },
    ],
    [
      "an active order: green check mark, opens /{lang}/order/{id}",
      { activeOrderId: "8f14e45f-ceea-467f", orderingOpen: true, totalQuantity: 3 },
      { href: "/order/8f14e45f-ceea-467f", badge: { kind: "check" }, disabled: false },
    ],
    [
      "an active order waiting on its online payment (issue 11): no check mark, opens the cart",
      { activeOrderId: "8f14e45f-ceea-467f", orderingOpen: true, totalQuantity: 2, activeOrderUnpaid: true },
      { href: "/cart", badge: { kind: "count", count: 2 }, disabled: false },
    ],
    [
      "an active order that is paid or paid at the venue: the check mark",
      { activeOrderId: "8f14e45f-ceea-467f", orderingOpen: true, totalQuantity: 0, activeOrderUnpaid: false },
      { href: "/order/8f14e45f-ceea-467f", badge: { kind: "check" }, disabled: false },
    ],
    [
      "an empty active order id counts as none",
      { activeOrderId: "", orderingOpen: true, totalQuantity: 0 },
      { href: "/cart", badge: { kind: "none" }, disabled: false },
    ],
    [
      "ordering not open: dimmed and disabled",
      { activeOrderId: null, orderingOpen: false, totalQuantity: 1 },
      { href: "/cart", badge: { kind: "count", count: 1 }, disabled: true },
    ],
    [
      "ordering not open with an active order: still disabled",
      { activeOrderId: "42", orderingOpen: false, totalQuantity: 0 },
      { href: "/order/42", badge: { kind: "check" }, disabled: true },
    ],
  ])("%s", (_case, input, expected) => {
    expect(headerCartIcon(input)).toEqual(expected);
  });

  it("encodes the id into the path", () => {
    expect(headerCartIcon({ activeOrderId: "a/b", orderingOpen: true, totalQuantity: 0 }).href).toBe("/order/a%2Fb");
  });
});

describe("showActiveTableOrderToast: 'Active order on this table' with an active table order and dine_in", () => {
  it.each<[boolean, OrderType | null, boolean]>([
    [true, "dine_in", true],
    [true, "takeaway", false],
    [true, "delivery", false],
    [true, null, false],
    [false, "dine_in", false],
  ])("active %s, type %s -> %s", (hasActiveTableOrder, orderType, expected) => {
    expect(showActiveTableOrderToast({ hasActiveTableOrder, orderType })).toBe(expected);
  });
});

describe("shouldCheckActiveOrder: al_futtaim_enabled, no active order, dine_in and a location", () => {
  type Check = Parameters<typeof shouldCheckActiveOrder>[0];
  const check: Check = { partner: true, activeOrderId: null, orderType: "dine_in", orderLocation: "12" };

  it("runs when all hold", () => {
    expect(shouldCheckActiveOrder(check)).toBe(true);
  });

  it.each<[string, Partial<Check>]>([
    ["not the partner venue", { partner: false }],
    ["an active order already exists", { activeOrderId: "abc" }],
    ["takeaway", { orderType: "takeaway" }],
    ["no location", { orderLocation: null }],
    ["an empty location", { orderLocation: "" }],
  ])("does not run: %s", (_case, change) => {
    expect(shouldCheckActiveOrder({ ...check, ...change })).toBe(false);
  });
});

describe("checksPosBusy and isPosBusy (000 and 001 section 8: 'Table is busy with POS order')", () => {
  const atTable = { sharesTableOrder: true, orderType: "dine_in" as const, placeToken: "abc" };

  it("asks at a table or room of a venue whose table orders are looked up, with dine_in", () => {
    expect(checksPosBusy(atTable)).toBe(true);
    expect(checksPosBusy({ ...atTable, sharesTableOrder: false })).toBe(false);
    expect(checksPosBusy({ ...atTable, orderType: "takeaway" })).toBe(false);
    expect(checksPosBusy({ ...atTable, placeToken: null })).toBe(false);
  });

  it("is busy only with an active order the POS flagged", () => {
    expect(isPosBusy({ order_id: "o-1", common_order: true })).toBe(true);
    expect(isPosBusy({ order_id: "o-1", common_order: false })).toBe(false);
    expect(isPosBusy({ order_id: null, common_order: true })).toBe(false);
    expect(isPosBusy(undefined)).toBe(false);
  });
});
