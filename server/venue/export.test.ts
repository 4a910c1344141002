import { eq } from "drizzle-orm";
import { wallets } from "../db/schema";
import { startTestApi, type TestApi } from "../test/harness";
import { testVenue } from "../test/fixtures/venue";
import { exportVenue } from "./export";
import { venueFile, type VenueFileInput } from "./venue-file";

const ring: [number, number][] = [
  [55.27, 25.19],
  [55.28, 25.19],
  [55.28, 25.2],
  [55.27, 25.19],
];

/** The parts of the format testVenue leaves out: a partner block, a polygon geofence, dated coupons. */
const partnerVenue: VenueFileInput = testVenue(
  {
    license: "partner-test",
    license_status: "INACTIVE",
    custom_domains: ["a.partner.example", "b.partner.example"],
    payment_provider: "noon",
    coupons: [
      {
        code: "window",
        discount_value_type: "fixed",
        discount_value: 2.125,
        valid_from: "2025-01-01T08:00:00.250Z",
        valid_until: "2025-12-31T23:59:59Z",
      },
    ],
    geofence: { polygon: { type: "Polygon", coordinates: [ring] } },
    table_sections: [{ name: "Bar", tables: ["7"] }],
    rooms: [],
    partner: {
      wallets: [
        { wallet_id: "W-1", name: "Sara", phone: "+971500000001", balance: 150.75, otp_secret: "HDMRX34OB3HPCUVBPE4B2THES7K57CQE" },
      ],
      employees: [{ employee_id: "E-9", employee_phone: "+971500000009" }],
      loyalty_promotions: [{ name: "Blue", percent: 10, products: [11], order_types: ["dine_in"] }],
    },
  },
  { id: 200, forms: [] },
);

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue());
  await api.importVenue(partnerVenue);
}, 60_000);

afterAll(async () => {
  await api.close();
});

describe("exportVenue", () => {
  test("gives back the imported venue file", async () => {
    const exported = await exportVenue(api.db, "test-venue");
    expect(venueFile.parse(exported)).toEqual(venueFile.parse(testVenue()));
  });

  test("keeps the partner block, a polygon geofence, coupon dates and the stored licence status", async () => {
    const exported = await exportVenue(api.db, "partner-test");
    expect(exported?.license_status).toBe("INACTIVE");
    expect(exported?.coupons[0]).toMatchObject({ code: "WINDOW", discount_value: 2.125, valid_from: "2025-01-01T08:00:00.250Z" });
    expect(venueFile.parse(exported)).toEqual(venueFile.parse(partnerVenue));
  });

  test("writes current wallet balances, and re-importing the export changes nothing", async () => {
    await api.db.update(wallets).set({ balance: "100.500" }).where(eq(wallets.walletId, "W-1"));
    const exported = await exportVenue(api.db, "partner-test");
    expect(exported?.partner?.wallets[0]?.balance).toBe(100.5);
    await api.importVenue(JSON.parse(JSON.stringify(exported)) as VenueFileInput);
    expect(await exportVenue(api.db, "partner-test")).toEqual(exported);
  });

  test("is null for an unknown licence", async () => {
    expect(await exportVenue(api.db, "nobody")).toBeNull();
  });
});
