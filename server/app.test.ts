import { venues } from "./db/schema";
import { testVenue } from "./test/fixtures/venue";
import { startTestApi, type TestApi } from "./test/harness";
import { venueFile } from "./venue/venue-file";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(() => api.close());

describe("venue API foundation", () => {
  it("answers health over HTTP with the engine in use", async () => {
    const response = await api.http("/health/");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite" });
  });

  it("answers unknown paths with a JSON 404", async () => {
    const response = await api.http("/nope/");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: "Not found." });
  });

  it("imports a venue file and replaces it on a second import", async () => {
    await api.importVenue(testVenue());
    await api.importVenue(testVenue({ license_status: "INACTIVE" }));
    const rows = await api.db.select().from(venues);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.licenseStatus).toBe("INACTIVE");
  });

  it("refuses a venue file whose menu does not parse in every language, naming the field", () => {
    const bad = testVenue({}, { taxes: [{ id: 1, name: { en: "VAT" }, type: "percent", rate: 5 }] });
    const parsed = venueFile.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toContain("menu.taxes.0.type");
  });
});
