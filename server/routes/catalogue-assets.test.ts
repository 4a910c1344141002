import { inflateSync } from "node:zlib";
import { crc32 } from "../services/catalogue/png";
import { testVenue } from "../test/fixtures/venue";
import { startTestApi, type TestApi } from "../test/harness";

type Png = { width: number; height: number; pixel: (x: number, y: number) => [number, number, number] };

/** Reads back what the server drew: signature, chunk CRCs, 8-bit RGB rows with filter 0. */
function decodePng(bytes: Buffer): Png {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  let header: Buffer | null = null;
  const data: Buffer[] = [];
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("ascii", at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    expect(bytes.readUInt32BE(at + 8 + length)).toBe(crc32(bytes.subarray(at + 4, at + 8 + length)));
    if (type === "IHDR") header = body;
    if (type === "IDAT") data.push(body);
    at += 12 + length;
  }
  if (!header) throw new Error("no IHDR");
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect([header[8], header[9]]).toEqual([8, 2]);
  const raw = inflateSync(Buffer.concat(data));
  expect(raw.length).toBe(height * (width * 3 + 1));
  return {
    width,
    height,
    pixel: (x, y) => {
      const start = y * (width * 3 + 1) + 1 + x * 3;
      return [raw[start] ?? -1, raw[start + 1] ?? -1, raw[start + 2] ?? -1];
    },
  };
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.importVenue(testVenue({}, { theme_data: { header_bg_color: "#112233" } }));
  await api.importVenue(
    testVenue(
      {
        license: "bahar",
        custom_domains: [],
        default_language: "ar",
        languages: [{ code: "ar", name_local: "العربية" }],
      },
      { id: 200, name: { ar: "بحر" }, forms: [] },
    ),
  );
  await api.importVenue(
    testVenue(
      { license: "grand", custom_domains: [] },
      {
        id: 300,
        name: { en: "The Grand Seafood Kitchen", ar: "المطبخ" },
        forms: [],
        theme_data: { header_bg_color: "rgba(0, 0, 0, 0.5)" },
      },
    ),
  );
}, 60_000);
afterAll(() => api.close());

const fetchPng = async (url: string) => {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  return decodePng(Buffer.from(await response.arrayBuffer()));
};

describe("GET /en/menus/manifest/{licence}/", () => {
  it("answers a web app manifest named after the menu, in the header colour", async () => {
    const url = api.client.manifestUrl("test-venue");
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    const manifest = (await response.json()) as { icons: { src: string; sizes: string; type: string }[] };
    expect(manifest).toMatchObject({
      name: "Test Venue",
      short_name: "Test Venue",
      start_url: "/",
      display: "standalone",
      theme_color: "#112233",
      lang: "en",
      dir: "ltr",
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["120x120", "152x152", "180x180", "192x192", "512x512"]);
    // Icon links resolve against the manifest's own URL to icons this API serves.
    const icon = manifest.icons[1];
    if (!icon) throw new Error("no icon");
    const png = await fetchPng(new URL(icon.src, url).href);
    expect([png.width, png.height]).toEqual([152, 152]);
  });

  it("uses #0b9f93 without a header colour, the venue's language and a short name of whole words", async () => {
    const bahar = await (await fetch(api.client.manifestUrl("bahar"))).json();
    expect(bahar).toMatchObject({ name: "بحر", short_name: "بحر", theme_color: "#0b9f93", lang: "ar", dir: "rtl" });
    const grand = await (await fetch(api.client.manifestUrl("grand"))).json();
    expect(grand).toMatchObject({ name: "The Grand Seafood Kitchen", short_name: "The Grand" });
  });

  it("answers an unknown licence 404", async () => {
    const response = await fetch(api.client.manifestUrl("nobody"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: "Licence not found." });
  });
});

describe("apple touch icons and the launch image", () => {
  it("draws the venue's initial in white on its dark header colour, 180x180 by default", async () => {
    const png = await fetchPng(api.client.appleTouchIconUrl("test-venue"));
    expect([png.width, png.height]).toEqual([180, 180]);
    expect(png.pixel(0, 0)).toEqual([0x11, 0x22, 0x33]);
    // 'T' in 10 px dots, centred: the bar across the top is drawn, the space below it is not.
    expect(png.pixel(90, 60)).toEqual([255, 255, 255]);
    expect(png.pixel(70, 70)).toEqual([0x11, 0x22, 0x33]);
  });

  it("serves every apple-touch-icon size asked for, and 404 for other names or sizes", async () => {
    for (const size of [180, 152, 120]) {
      const png = await fetchPng(api.client.appleTouchIconUrl("test-venue", `apple-touch-icon-${size}x${size}.png`));
      expect([png.width, png.height]).toEqual([size, size]);
    }
    expect((await fetchPng(api.client.appleTouchIconUrl("test-venue", "apple-touch-icon-precomposed.png"))).width).toBe(180);
    for (const file of ["favicon.png", "apple-touch-icon-5000x5000.png"]) {
      expect((await fetch(api.client.appleTouchIconUrl("test-venue", file))).status).toBe(404);
    }
    expect((await fetch(api.client.appleTouchIconUrl("nobody"))).status).toBe(404);
  });

  it("falls back to a centred square for a name outside the font, and flattens a translucent colour onto white", async () => {
    const bahar = await fetchPng(api.client.appleTouchIconUrl("bahar"));
    expect(bahar.pixel(0, 0)).toEqual([0x0b, 0x9f, 0x93]);
    expect(bahar.pixel(90, 90)).toEqual([0, 0, 0]);
    const grand = await fetchPng(api.client.appleTouchIconUrl("grand"));
    expect(grand.pixel(0, 0)).toEqual([128, 128, 128]);
  });

  it("draws a portrait launch image and revalidates it with its ETag", async () => {
    const url = api.client.launchImageUrl("test-venue");
    const png = await fetchPng(url);
    expect([png.width, png.height]).toEqual([750, 1334]);
    expect(png.pixel(0, 1333)).toEqual([0x11, 0x22, 0x33]);
    const etag = (await fetch(url)).headers.get("etag") ?? "";
    expect((await fetch(url, { headers: { "If-None-Match": etag } })).status).toBe(304);
    expect((await fetch(api.client.launchImageUrl("nobody"))).status).toBe(404);
  });
});
