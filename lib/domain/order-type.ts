/** Order types in the order the selector shows them (spec 001 section 1). */
export const ORDER_TYPES = ["delivery", "takeaway", "dine_in", "drive_thru"] as const;

export type OrderType = (typeof ORDER_TYPES)[number];

/** Each order type's label in the OrderTypes message namespace (messages/*.json). */
export const ORDER_TYPE_MESSAGE_KEYS = {
  delivery: "delivery",
  takeaway: "takeaway",
  dine_in: "dineIn",
  drive_thru: "driveThru",
} as const satisfies Record<OrderType, string>;

/** The cart's default order type (spec 001 section 3). */
export const DEFAULT_ORDER_TYPE: OrderType = "delivery";

/** The only types the partner (al_futtaim_enabled) venue keeps; anything else is reset. */
export const PARTNER_ORDER_TYPES: readonly OrderType[] = ["dine_in", "takeaway"];

export type EnabledOrderTypes = Readonly<Record<OrderType, boolean>>;

export interface OrderTypeMenuFlags {
  enable_delivery?: boolean | null;
  enable_takeaway?: boolean | null;
  enable_dine_in?: boolean | null;
  enable_drive_thru?: boolean | null;
  al_futtaim_enabled?: boolean | null;
}

export function isOrderType(value: unknown): value is OrderType {
  return typeof value === "string" && (ORDER_TYPES as readonly string[]).includes(value);
}

export function orderTypeFlags(menu: OrderTypeMenuFlags): EnabledOrderTypes {
  return {
    delivery: menu.enable_delivery === true,
    takeaway: menu.enable_takeaway === true,
    dine_in: menu.enable_dine_in === true,
    drive_thru: menu.enable_drive_thru === true,
  };
}

/**
 * The selector's buttons. The partner venue offers only dine_in and takeaway, because any other type
 * would be reset by resolveOrderType as soon as it was chosen.
 */
export function enabledOrderTypes(menu: OrderTypeMenuFlags): OrderType[] {
  const enabled = orderTypeFlags(menu);
  const partner = menu.al_futtaim_enabled === true;
  return ORDER_TYPES.filter((type) => enabled[type] && (!partner || PARTNER_ORDER_TYPES.includes(type)));
}

/** 000 section 4: delivery switched off falls back to dine_in, else drive_thru, else takeaway. */
const FALLBACK_ORDER: readonly OrderType[] = ["dine_in", "drive_thru", "takeaway"];

/**
 * The type a selector presses when the cart holds one it does not offer: the specification's fallback
 * order among the offered types, else the first offered; null when none is offered.
 */
export function offeredFallback(offered: readonly OrderType[]): OrderType | null {
  return FALLBACK_ORDER.find((type) => offered.includes(type)) ?? offered[0] ?? null;
}

export interface ResolveOrderTypeInput {
  current: OrderType;
  enabled: EnabledOrderTypes;
  /** The menu's al_futtaim_enabled flag. */
  partner: boolean;
  /** A table or room order location is set (from a t, r or a deep link). */
  hasLocation: boolean;
}

/**
 * Applies the automatic order-type switches of spec 001 section 4, in this order:
 * 1. Partner venue: delivery becomes dine_in with a location, takeaway without; any other type that is
 *    neither dine_in nor takeaway is reset the same way (dine_in with a location, takeaway without).
 * 2. Other venues: delivery with a location becomes dine_in (a table QR code means eating in).
 * 3. Delivery while delivery is disabled becomes dine_in if enabled, else drive_thru if enabled, else
 *    takeaway (the last resort, even if takeaway is off: the cart always holds one type).
 * Any other current type is kept: the specification defines no fallback for it.
 */
export function resolveOrderType({ current, enabled, partner, hasLocation }: ResolveOrderTypeInput): OrderType {
  if (partner) {
    if (PARTNER_ORDER_TYPES.includes(current)) return current;
    return hasLocation ? "dine_in" : "takeaway";
  }
  if (current !== "delivery") return current;
  if (hasLocation) return "dine_in";
  if (enabled.delivery) return "delivery";
  if (enabled.dine_in) return "dine_in";
  if (enabled.drive_thru) return "drive_thru";
  return "takeaway";
}
