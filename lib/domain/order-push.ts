import { isActiveStatus } from "./order-status";

/**
 * Which status changes a guest who asked "Tell me when it's ready" is pushed (issue 29): the order's end
 * always (fulfilled is ready; cancelled and rejected, so nobody waits at the counter for an order that is not
 * coming), and each step before it (received, accepted, being prepared) only where the venue turns on
 * enable_push_every_status_change.
 */
export function pushesStatus(status: string, everyChange: boolean): boolean {
  return everyChange || !isActiveStatus(status);
}
