import { type Milli, sum } from "./money";

export interface PaymentAmount {
  amount: Milli;
  /** Payment status; only PAID payments count towards the order. */
  status: string;
}

export function paidAmount(payments: readonly PaymentAmount[]): Milli {
  return sum(payments.filter((payment) => payment.status === "PAID").map((payment) => payment.amount));
}

/** 001 section 2 receipt: balance due is what is left to pay, never below 0. */
export function balanceDue(total: Milli, payments: readonly PaymentAmount[]): Milli {
  return Math.max(0, total - paidAmount(payments));
}

/** Change handed back when payments exceed the total (cash tendered above the bill). */
export function changeDue(total: Milli, payments: readonly PaymentAmount[]): Milli {
  return Math.max(0, paidAmount(payments) - total);
}
