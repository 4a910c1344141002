// An order id the venue API does not know (or another venue's): the order screen's 404.
export { default } from "../../order/[id]/not-found";
