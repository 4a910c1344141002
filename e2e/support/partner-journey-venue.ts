import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The venue of e2e/journey-partner.spec.ts (issue 12): a copy of the partner demo (AED with 2 decimals,
 * VAT 5 %, al_futtaim_enabled, loyalty promotions, employees, Blue wallets, cash, card machine and online
 * payment through the sandbox gateway) under its own licence and host, open around the clock. Its extra
 * wallet belongs to the employee's phone: an employee's verified phone is the order's phone, and the
 * wallet is the order phone's.
 */
export const PARTNER_JOURNEY_VENUE = {
  licence: "9550",
  host: "partner-journey.localhost",
  menuId: 96050,
  name: "Canal Walk Kitchen",
  /** AED 19, in the coffee promotion (10 % for everyone, dine-in and takeaway). */
  coffee: { id: 2001, name: "Flat white", size: "Regular" },
  /** AED 48. */
  sandwich: { id: 2005, name: "Club sandwich" },
  /** AED 29: the dish added to the active order. */
  fries: { id: 2007, name: "Truffle fries" },
  employee: { id: "AF1001", phone: "+971503330003", localPhone: "050 333 0003" },
  wallet: { id: "BW-955001", balance: 20, otpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" },
} as const;

type Json = Record<string, unknown>;

export function partnerJourneyVenue(): Json {
  const file = path.join(process.cwd(), "server", "seed", "venues", "partner.json");
  const partnerDemo = JSON.parse(readFileSync(file, "utf8")) as Json & { menu: Json; partner: Json & { wallets: Json[] } };
  const { wallet, employee } = PARTNER_JOURNEY_VENUE;
  return {
    ...partnerDemo,
    license: PARTNER_JOURNEY_VENUE.licence,
    custom_domains: [PARTNER_JOURNEY_VENUE.host],
    menu: { ...partnerDemo.menu, id: PARTNER_JOURNEY_VENUE.menuId, opening_hours: [], closing_rules: [] },
    partner: {
      ...partnerDemo.partner,
      wallets: [
        ...partnerDemo.partner.wallets,
        { wallet_id: wallet.id, name: "Layla Nasser", phone: employee.phone, balance: wallet.balance, otp_secret: wallet.otpSecret },
      ],
    },
  };
}
