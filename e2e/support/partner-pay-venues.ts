import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue as demo, fixtureVenueFile, product, NAME_ONLY_CHECKOUT } from "./fixture-venue-file";

function payWallet(n: number) {
  return {
    wallet_id: `BW-9568-${n}`,
    name: "Aisha Rahman",
    phone: `+97150111957${n}`,
    balance: 50,
    otp_secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  } as const;
}

/** The wallet of a spec's attempt (a retry gets the next one). */
export function payWalletOf(spec: "checkout" | "openCard", retry: number) {
  const [first, second] = PARTNER_PAY_VENUE.wallets[spec];
  return retry === 0 ? first : second;
}

/**
 * Fixture venues of e2e/partner-checkout.spec.ts (issue 12 item 4), each on its own *.localhost host and
 * open around the clock. The partner venue: al_futtaim_enabled, AED with 2 decimals and VAT 5 % only (no
 * service fee, no alternate currency), dine-in at tables 1 to 6, cash or online payment through the
 * sandbox gateway (provider stripe), the phone asked, no loyalty promotions (the amounts stay the
 * guest's), and Blue wallets whose OTPs the specs compute from their secret: one per spec and attempt,
 * because an OTP's 30 s step is accepted once per wallet and two specs (or a retry) within one step
 * would otherwise find it spent.
 */
export const PARTNER_PAY_VENUE = {
  licence: "9568",
  host: "partner-pay.localhost",
  menuId: 9568,
  name: "Blue Terrace",
  category: { id: 95681, name: "Coffee bar" },
  /** AED 80.40: with VAT 5 % (4.02) a total of 84.42. */
  latte: { id: 95682, name: "Coffee pot for two", price: 80.4 },
  wallets: {
    checkout: [payWallet(0), payWallet(1)],
    openCard: [payWallet(2), payWallet(3)],
  },
} as const;

/** A plain venue (no partner integration): an order of it is another venue's id on the partner venue. */
export const OTHER_PAY_VENUE = {
  licence: "9569",
  host: "partner-pay-other.localhost",
  menuId: 9569,
  name: "Other Terrace",
  category: { id: 95691, name: "Coffee bar" },
  latte: { id: 95692, name: "Coffee pot for two", price: 80.4 },
} as const;

type Venue = typeof PARTNER_PAY_VENUE | typeof OTHER_PAY_VENUE;

function venueFile(venue: Venue, partner: boolean, extra: Partial<VenueFileInput>): VenueFileInput {
  return fixtureVenueFile(
    demo(),
    venue,
    {
      home_display_all_categories: false,
      al_futtaim_enabled: partner,
      al_futtaim_promotions: false,
      taxes: [{ id: 1, name: "VAT 5%", type: "percentage", rate: 5 }],
      enable_alt_currency: false,
      enable_delivery: false,
      enable_takeaway: true,
      enable_dine_in: true,
      enable_drive_thru: false,
      minimum_order_amount: 0,
      ...NAME_ONLY_CHECKOUT,
      enable_order_phone: true,
      enable_card_machine: false,
      payment_enabled: true,
      enable_payment_type: true,
      enable_cash: true,
      addtocart_redirect: "cart",
      categories: [
        category(venue.category.id, venue.category.name, [product(venue.latte.id, venue.latte.name, venue.latte.price, "flat-white")]),
      ],
    },
    { table_sections: [{ name: "Terrace", minimum_order_amount: 0, tables: ["1", "2", "3", "4", "5", "6"] }], ...extra },
  );
}

export function partnerPayVenues(): VenueFileInput[] {
  const wallets = [...PARTNER_PAY_VENUE.wallets.checkout, ...PARTNER_PAY_VENUE.wallets.openCard].map((wallet) => ({ ...wallet }));
  return [
    venueFile(PARTNER_PAY_VENUE, true, { partner: { wallets, employees: [], loyalty_promotions: [] } }),
    venueFile(OTHER_PAY_VENUE, false, {}),
  ];
}
