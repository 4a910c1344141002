import { eq } from "drizzle-orm";
import { venues } from "../db/schema";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";
import { center, failure, fencedForm, importFormVenues, marina, north } from "../test/catalogue-fixtures";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await importFormVenues(api);
}, 60_000);
afterAll(() => api.close());

describe("GET /{lang}/api/feedback/{formId}/", () => {
  it("answers the form localised to Arabic, with every field of the builder", async () => {
    const form = await api.client.getFeedbackForm("ar", 8);
    expect(form).toMatchObject({ id: 8, name: "استبيان الزيارة", enable: true, enable_geofence: false });
    expect(form.form_data.map((field) => field.type)).toEqual([
      "header",
      "paragraph",
      "text",
      "text",
      "number",
      "textarea",
      "select",
      "radio-group",
      "checkbox-group",
      "checkbox",
      "date",
      "starRating",
      "hidden",
    ]);
    expect(form.form_data[2]).toMatchObject({ name: "email", label: "البريد الإلكتروني", required: true, maxlength: 40 });
    expect(form.form_data[6]?.values).toEqual([
      { label: "غداء", value: "lunch", selected: false },
      { label: "عشاء", value: "dinner", selected: false },
    ]);
  });

  it("answers a geofenced form with enable_geofence, in the default language when the request's is not offered", async () => {
    const response = await api.http("/de/api/feedback/5/");
    expect(response.headers.get("content-language")).toBe("en");
    await expect(api.client.getFeedbackForm("de", 5)).resolves.toMatchObject({ id: 5, name: "Feedback", enable_geofence: true });
  });

  it("answers unknown and disabled forms 404, and a form id that is not a number 400", async () => {
    expect(await failure(api.client.getFeedbackForm("en", 999))).toEqual({ status: 404, body: { detail: "Form not found." } });
    expect(await failure(api.client.getFeedbackForm("en", 9))).toEqual({ status: 404, body: { detail: "Form not found." } });
    const response = await api.http("/en/api/feedback/abc/");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { formId: expect.any(Array) } });
  });
});

describe("POST /{lang}/menus/geofence/{menuId}/", () => {
  it("allows positions inside the venue's circle, its edge included, and refuses those outside", async () => {
    await expect(api.client.checkGeofence("en", 100, center)).resolves.toEqual({ allowed: true });
    await expect(api.client.checkGeofence("en", 100, north(499))).resolves.toEqual({ allowed: true });
    await expect(api.client.checkGeofence("ar", 100, north(501))).resolves.toEqual({ allowed: false });
  });

  it("uses a polygon, boundary counting as inside", async () => {
    await expect(api.client.checkGeofence("en", 200, { lat: 25.075, lng: 55.135 })).resolves.toEqual({ allowed: true });
    await expect(api.client.checkGeofence("en", 200, { lat: 25.07, lng: 55.135 })).resolves.toEqual({ allowed: true });
    await expect(api.client.checkGeofence("en", 200, { lat: 25.0801, lng: 55.135 })).resolves.toEqual({ allowed: false });
  });

  it("allows everywhere for a venue without a geofence", async () => {
    await expect(api.client.checkGeofence("en", 300, { lat: -33.86, lng: 151.21 })).resolves.toEqual({ allowed: true });
  });

  it("answers an unknown menu 404 and bad coordinates or menu id 400 naming the field", async () => {
    expect(await failure(api.client.checkGeofence("en", 999, center))).toEqual({ status: 404, body: { detail: "Menu not found." } });
    const post = (path: string, body: unknown) => api.http(path, { method: "POST", body: JSON.stringify(body) });
    const badLat = await post("/en/menus/geofence/100/", { lat: 91, lng: 55 });
    expect(badLat.status).toBe(400);
    expect(await badLat.json()).toMatchObject({ errors: { lat: expect.any(Array) } });
    const textLng = await post("/en/menus/geofence/100/", { lat: 25, lng: "55" });
    expect(await textLng.json()).toMatchObject({ errors: { lng: expect.any(Array) } });
    const missing = await post("/en/menus/geofence/100/", {});
    expect(Object.keys(((await missing.json()) as { errors: object }).errors).sort()).toEqual(["lat", "lng"]);
    const badId = await post("/en/menus/geofence/abc/", center);
    expect(badId.status).toBe(400);
    expect(await badId.json()).toMatchObject({ detail: "Invalid path.", errors: { menuId: expect.any(Array) } });
  });
});

describe("form ids across venues", () => {
  it("refuses a venue file using a form id another venue's menu lists, changing nothing", async () => {
    await expect(api.importVenue(testVenue({ license: "copycat", custom_domains: [] }, { id: 400 }))).rejects.toThrow(
      "Form 5 belongs to menu 100, not 400",
    );
    expect(await api.db.select().from(venues).where(eq(venues.id, 400))).toHaveLength(0);
  });

  it("refuses a menu listing one form id twice, and lets a venue re-import its own forms", async () => {
    await expect(
      api.importVenue(testVenue({ license: "twice", custom_domains: [] }, { id: 500, forms: [fencedForm(50), fencedForm(50)] })),
    ).rejects.toThrow("Form 50 is listed twice in menu 500");
    await expect(
      api.importVenue(
        testVenue({ license: "marina", custom_domains: [], geofence: { polygon: marina } }, { id: 200, forms: [fencedForm(20)] }),
      ),
    ).resolves.toBeUndefined();
  });
});
