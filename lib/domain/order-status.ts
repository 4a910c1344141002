export const ORDER_STATUSES = ["pending", "accepted", "preparing", "fulfilled", "canceled", "rejected"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order still being handled: a new cart for its table merges into it (001 section 4). */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ["pending", "accepted", "preparing"];

/** 001 section 4: rejected and canceled show the cancelled notice. */
export function isCancelled(status: string): boolean {
  return status === "canceled" || status === "rejected";
}

export function isActiveStatus(status: string): boolean {
  return (ACTIVE_STATUSES as readonly string[]).includes(status);
}

/** 001 section 4: accepted or preparing marks the order accepted on the timeline. */
export function isAccepted(status: string): boolean {
  return status === "accepted" || status === "preparing";
}

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["accepted", "preparing", "fulfilled", "canceled", "rejected"],
  accepted: ["preparing", "fulfilled", "canceled"],
  preparing: ["fulfilled", "canceled"],
  fulfilled: [],
  canceled: [],
  rejected: [],
};

/**
 * Orders move forward only, and fulfilled, canceled and rejected are final: a kitchen cannot
 * un-cancel an order a guest was told about. Only a pending order can be rejected.
 */
export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}
