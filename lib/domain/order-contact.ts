import { isWalletTestPhone, WALLET_TEST_PHONE } from "./wallet";

/**
 * 001 section 9: "default contact e-mail and phone are used when none are given (values not shown)".
 * Ours: an address under the reserved .invalid domain, so no mail ever leaves for a stranger, and the
 * phone for which 001 section 2 hides the wallet card: an order carrying it has no guest phone behind it.
 */
export const DEFAULT_CONTACT_EMAIL = "guest@carte.invalid";
export const DEFAULT_CONTACT_PHONE = WALLET_TEST_PHONE;

export interface OrderContact {
  email: string;
  phone: string;
}

/** The contact an order is stored with: the guest's own where given, else the defaults. */
export function orderContact(given: { email?: string | null; phone?: string | null }): OrderContact {
  const email = given.email?.trim() ?? "";
  const phone = given.phone?.trim() ?? "";
  return { email: email || DEFAULT_CONTACT_EMAIL, phone: phone || DEFAULT_CONTACT_PHONE };
}

/** Whether an order's phone is one a guest gave: not empty and not the default, which no wallet or employee owns. */
export function isGuestPhone(phone: string): boolean {
  return phone.trim() !== "" && !isWalletTestPhone(phone);
}
