/**
 * What is on its way to a payment page: the whole order, or one split share (its uuid). The payment
 * options card holds it and the split list reads it, so it lives apart from both.
 */
export type Redirecting = "full" | "mine" | { split: string } | null;
