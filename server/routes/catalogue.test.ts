import { isApiError } from "@/lib/api/errors";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

// 2024-06-03 is a Monday. The venue opens Mondays 09:00-17:00 in Asia/Dubai (UTC+4), and a closing
// rule shuts Monday 2024-12-23 all day.
const dubai = (local: string) => new Date(`${local}+04:00`);
let now = dubai("2024-06-03T10:00:00");

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  await api.importVenue(
    testVenue(
      { custom_domains: ["menu.test-venue.example"] },
      {
        home_header_text: { en: "Welcome" },
        opening_hours: [{ weekday: 1, from_hour: "09:00:00", to_hour: "17:00:00" }],
        closing_rules: [{ start: "2024-12-23T00:00:00", end: "2024-12-24T00:00:00" }],
      },
    ),
  );
  await api.importVenue(
    testVenue(
      {
        license: "second-venue",
        custom_domains: ["second.example:8443"],
        default_language: "ar",
        languages: [
          { code: "ar", name_local: "العربية" },
          { code: "fr", name_local: "Français" },
        ],
      },
      { id: 200, name: { ar: "الثاني", fr: "Le Second" }, forms: [] },
    ),
  );
  await api.importVenue(testVenue({ license: "sleeping-venue", license_status: "INACTIVE", custom_domains: [] }, { id: 300, forms: [] }));
}, 60_000);
afterAll(() => api.close());

async function httpError(call: Promise<unknown>): Promise<{ status: number | null; body: unknown }> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error) && error.kind === "http") return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("GET /en/menus/custom-domain/{domain}/", () => {
  it("answers the licence of a host, whatever its case, trailing dot or port", async () => {
    await expect(api.client.getCustomDomain("menu.test-venue.example")).resolves.toEqual({ license: "test-venue" });
    await expect(api.client.getCustomDomain("MENU.Test-Venue.Example.")).resolves.toEqual({ license: "test-venue" });
    await expect(api.client.getCustomDomain("menu.test-venue.example:3000")).resolves.toEqual({ license: "test-venue" });
  });

  it("matches a domain stored with its port exactly", async () => {
    await expect(api.client.getCustomDomain("second.example:8443")).resolves.toEqual({ license: "second-venue" });
    expect(await httpError(api.client.getCustomDomain("second.example"))).toMatchObject({ status: 404 });
  });

  it("answers an unknown host 404 with license none, which the guest app reads as unlicensed", async () => {
    const response = await api.http("/en/menus/custom-domain/nobody.example/");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ license: "none", detail: "Domain not found." });
  });
});

describe("GET /en/api/menu_language/{license}/", () => {
  it("answers the default language and the list with local names", async () => {
    await expect(api.client.getMenuLanguages("test-venue")).resolves.toEqual({
      default_language: "en",
      languages: [
        { code: "en", name_local: "English" },
        { code: "ar", name_local: "العربية" },
      ],
    });
    await expect(api.client.getMenuLanguages("second-venue")).resolves.toMatchObject({ default_language: "ar" });
  });

  it("answers an unknown licence 404 with a detail", async () => {
    const response = await api.http("/en/api/menu_language/no-such-venue/");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: "Licence not found." });
  });
});

describe("GET /{lang}/api/menu/{license}/", () => {
  it("localises the menu to Arabic and parses with the menu schema", async () => {
    const menu = await api.client.getMenu("ar", "test-venue");
    expect(menu.name).toBe("مطعم التجربة");
    expect(menu.categories.map((category) => category.name)).toEqual(["مشروبات", "وجبات"]);
    expect(menu.taxes.map((tax) => tax.name)).toEqual(["ضريبة القيمة المضافة", "خدمة"]);
    expect(menu.forms[0]?.name).toBe("رأيك");
    expect(menu).toMatchObject({
      id: 100,
      license: "test-venue",
      license_status: "ACTIVE",
      default_language: "en",
      selected_language: "ar",
      languages: [
        { code: "en", name_local: "English" },
        { code: "ar", name_local: "العربية" },
      ],
    });
    // The venue's own flag, as a gateway (the sandbox, on in tests) can take its card payments.
    expect(menu.payment_enabled).toBe(true);
  });

  it("fills a text missing in the request language from the venue's default language", async () => {
    const menu = await api.client.getMenu("ar", "test-venue");
    expect(menu.home_header_text).toBe("Welcome");
  });

  it("answers a language the venue does not offer in the venue's default language", async () => {
    const response = await api.http("/fr/api/menu/test-venue/");
    expect(response.headers.get("content-language")).toBe("en");
    const menu = await api.client.getMenu("fr", "test-venue");
    expect(menu.name).toBe("Test Venue");
    expect(menu.selected_language).toBe("en");
    await expect(api.client.getMenu("en", "second-venue")).resolves.toMatchObject({ name: "الثاني", selected_language: "ar" });
    await expect(api.client.getMenu("fr", "second-venue")).resolves.toMatchObject({ name: "Le Second", selected_language: "fr" });
  });

  it("answers license_status as stored, so an INACTIVE venue can be tested", async () => {
    await expect(api.client.getMenu("en", "sleeping-venue")).resolves.toMatchObject({
      license: "sleeping-venue",
      license_status: "INACTIVE",
    });
  });

  it("computes isOpen from opening_hours, closing_rules and timezone at the API clock", async () => {
    now = dubai("2024-06-03T10:00:00");
    expect((await api.client.getMenu("en", "test-venue")).isOpen).toBe(true);
    now = dubai("2024-06-03T17:00:00"); // to_hour is exclusive
    expect((await api.client.getMenu("en", "test-venue")).isOpen).toBe(false);
    now = dubai("2024-06-04T10:00:00"); // Tuesday: no window
    expect((await api.client.getMenu("en", "test-venue")).isOpen).toBe(false);
    now = dubai("2024-12-23T10:00:00"); // a Monday inside the closing rule
    expect((await api.client.getMenu("en", "test-venue")).isOpen).toBe(false);
    now = dubai("2024-12-30T10:00:00");
    expect((await api.client.getMenu("en", "test-venue")).isOpen).toBe(true);
  });

  it("lets shared caches keep it a minute and revalidates with an ETag", async () => {
    const first = await api.http("/en/api/menu/test-venue/");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await api.http("/en/api/menu/test-venue/", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const arabic = await api.http("/ar/api/menu/test-venue/", { headers: { "If-None-Match": etag } });
    expect(arabic.status).toBe(200);
  });

  it("answers an unknown licence 404 and a language code outside the fifteen 400", async () => {
    const unknown = await httpError(api.client.getMenu("en", "no-such-venue"));
    expect(unknown).toEqual({ status: 404, body: { detail: "Licence not found." } });
    const response = await api.http("/xx/api/menu/test-venue/");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ detail: "Invalid path.", errors: { lang: expect.any(Array) } });
  });
});
