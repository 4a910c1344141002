import type { MenuInput } from "@/lib/api/schemas/menu";
import type { Language } from "@/lib/domain/language";
import { absoluteUrl, buildScreenMetadata, screenMetadata, screenTitle, truncateText, type SeoVenue } from "./seo";
import { demoMenu } from "./menu-fixture";

const requestHeaders = new Map<string, string>();
jest.mock("next/headers", () => ({
  headers: async () => ({ get: (name: string) => requestHeaders.get(name) ?? null }),
}));

const ORIGIN = "https://menu.example.com";

function venue(overrides: Partial<MenuInput> = {}, language: Language = "en"): SeoVenue {
  const menu = demoMenu({
    home_header_text: "<p>Welcome to <strong>Saffron &amp; Sand</strong>,&nbsp;Dubai&#39;s grill.</p>",
    default_language: "en",
    languages: [],
    ...overrides,
  });
  return { licence: "demo", menu, language, languages: [{ code: "en" }, { code: "ar" }, { code: "kp" }] };
}

describe("screenTitle (000 section 2: screen name | venue name | site name)", () => {
  it("joins the three parts", () => {
    expect(screenTitle("Home", "Saffron & Sand", "Carte")).toBe("Home | Saffron & Sand | Carte");
  });
  it("drops an empty screen name (landing)", () => {
    expect(screenTitle("", "Saffron & Sand", "Carte")).toBe("Saffron & Sand | Carte");
  });
});

describe("buildScreenMetadata", () => {
  const metadata = buildScreenMetadata({ venue: venue(), screen: "Grills", path: "/category/3/" }, ORIGIN, "Carte");

  it("uses an absolute title, so the layout's template does not add the site name twice", () => {
    expect(metadata.title).toEqual({ absolute: "Grills | Saffron & Sand | Carte" });
  });

  it("takes the description from the home header text as plain text", () => {
    expect(metadata.description).toBe("Welcome to Saffron & Sand, Dubai's grill.");
  });

  it("points the canonical at the language-prefixed path", () => {
    expect(metadata.alternates?.canonical).toBe("https://menu.example.com/en/category/3/");
  });

  it("lists an hreflang alternate per venue language, kp as ko, and x-default on the default language", () => {
    expect(metadata.alternates?.languages).toEqual({
      en: "https://menu.example.com/en/category/3/",
      ar: "https://menu.example.com/ar/category/3/",
      ko: "https://menu.example.com/kp/category/3/",
      "x-default": "https://menu.example.com/en/category/3/",
    });
  });

  it("names the venue's generated 1200x630 PNG for Open Graph and Twitter on other screens", () => {
    const image = { url: "https://menu.example.com/en/og/venue/", width: 1200, height: 630, alt: "Saffron & Sand" };
    expect(metadata.openGraph).toMatchObject({
      type: "website",
      siteName: "Carte",
      url: "https://menu.example.com/en/category/3/",
      locale: "en",
      alternateLocale: ["ar", "ko"],
      images: [image],
    });
    expect(metadata.twitter).toMatchObject({
      card: "summary_large_image",
      images: [{ url: image.url, alt: image.alt }],
    });
  });

  it("names the product's own generated image in the page's language, with its name as the alt text", () => {
    const product = buildScreenMetadata(
      {
        venue: venue({}, "ar"),
        screen: "شاورما",
        path: "product/101",
        description: "<p>Grilled chicken</p>",
        preview: { kind: "product", id: 101 },
        image: { url: "/demo/products/shawarma.svg", width: 600, height: 400, alt: "Shawarma" },
      },
      ORIGIN,
      "Carte",
    );
    expect(product.description).toBe("Grilled chicken");
    expect(product.alternates?.canonical).toBe("https://menu.example.com/ar/product/101/");
    expect(product.openGraph).toMatchObject({
      locale: "ar",
      images: [{ url: "https://menu.example.com/ar/og/product/101/", width: 1200, height: 630, alt: "شاورما" }],
    });
    expect(product.twitter).toMatchObject({ images: [{ url: "https://menu.example.com/ar/og/product/101/", alt: "شاورما" }] });
  });

  it("names a category's generated image", () => {
    const category = buildScreenMetadata(
      { venue: venue(), screen: "Grills", path: "/category/3/", preview: { kind: "category", id: 3 } },
      ORIGIN,
      "Carte",
    );
    expect(category.openGraph).toMatchObject({ images: [{ url: "https://menu.example.com/en/og/category/3/", width: 1200, height: 630 }] });
  });

  it("without a generated image, falls back to the screen's own image, then the venue's cover", () => {
    const own = buildScreenMetadata(
      {
        venue: venue(),
        screen: "Shawarma",
        path: "/product/101/",
        preview: null,
        image: { url: "/demo/products/shawarma.svg", width: 600, height: 400, alt: "Shawarma" },
      },
      ORIGIN,
      "Carte",
    );
    expect(own.openGraph).toMatchObject({
      images: [{ url: "https://menu.example.com/demo/products/shawarma.svg", width: 600, height: 400, alt: "Shawarma" }],
    });
    const cover = buildScreenMetadata({ venue: venue(), screen: "Home", path: "/home/", preview: null }, ORIGIN, "Carte");
    expect(cover.openGraph).toMatchObject({ images: [{ url: "https://menu.example.com/demo/cover.svg", alt: "Saffron & Sand" }] });
  });

  it("keeps a fallback image already on a CDN as it is", () => {
    const metadata = buildScreenMetadata(
      { venue: venue({ cover_image: "https://cdn.example.com/cover.jpg" }), screen: "Home", path: "/home/", preview: null },
      ORIGIN,
      "Carte",
    );
    expect(metadata.openGraph).toMatchObject({ images: [{ url: "https://cdn.example.com/cover.jpg" }] });
  });

  it("cuts a long description to 160 characters", () => {
    const long = "word ".repeat(100);
    const metadata = buildScreenMetadata({ venue: venue(), screen: "Home", path: "/home/", description: long }, ORIGIN, "Carte");
    const description = String(metadata.description);
    expect(Array.from(description).length).toBeLessThanOrEqual(160);
    expect(description.endsWith("…")).toBe(true);
  });

  it("falls back to the title when the venue has no header or footer text", () => {
    const metadata = buildScreenMetadata(
      { venue: venue({ home_header_text: null, home_footer_text: null }), screen: "Home", path: "/home/" },
      ORIGIN,
      "Carte",
    );
    expect(metadata.description).toBe("Home | Saffron & Sand | Carte");
  });
});

describe("screenMetadata", () => {
  const saved = process.env.PUBLIC_URL;
  afterEach(() => {
    requestHeaders.clear();
    if (saved === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = saved;
  });

  it("builds on the request host when PUBLIC_URL is not set", async () => {
    delete process.env.PUBLIC_URL;
    requestHeaders.set("host", "127.0.0.1:3205");
    const metadata = await screenMetadata({ venue: venue(), screen: "Home", path: "/home/" });
    expect(metadata.alternates?.canonical).toBe("http://127.0.0.1:3205/en/home/");
  });

  it("follows x-forwarded-proto and x-forwarded-host behind a proxy", async () => {
    delete process.env.PUBLIC_URL;
    requestHeaders.set("host", "127.0.0.1:3000");
    requestHeaders.set("x-forwarded-host", "menu.saffron.example");
    requestHeaders.set("x-forwarded-proto", "https");
    const metadata = await screenMetadata({ venue: venue(), screen: "Home", path: "/home/" });
    expect(metadata.alternates?.canonical).toBe("https://menu.saffron.example/en/home/");
  });

  it("uses PUBLIC_URL when set", async () => {
    process.env.PUBLIC_URL = "https://public.example.com/";
    requestHeaders.set("host", "127.0.0.1:3000");
    const metadata = await screenMetadata({ venue: venue(), screen: "Home", path: "/home/" });
    expect(metadata.alternates?.canonical).toBe("https://public.example.com/en/home/");
  });
});

describe("text helpers", () => {
  it("leaves short text alone", () => {
    expect(truncateText("Short", 160)).toBe("Short");
  });
  it("resolves root-relative and protocol-relative image addresses", () => {
    expect(absoluteUrl(ORIGIN, "/demo/logo.svg")).toBe("https://menu.example.com/demo/logo.svg");
    expect(absoluteUrl(ORIGIN, "//cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
  });
});
