import { venueMetadata } from "./venue-metadata";

describe("venueMetadata", () => {
  it("points the manifest, touch icons and launch image at the venue API under /backend", () => {
    const metadata = venueMetadata("demo");
    expect(metadata.manifest).toBe("/backend/en/menus/manifest/demo/");
    expect(metadata.icons).toEqual({
      icon: [{ url: "/backend/en/menus/manifest/demo/icons/apple-touch-icon-192x192.png", sizes: "192x192", type: "image/png" }],
      apple: [
        { url: "/backend/en/menus/manifest/demo/icons/apple-touch-icon.png" },
        { url: "/backend/en/menus/manifest/demo/icons/apple-touch-icon-120x120.png", sizes: "120x120" },
        { url: "/backend/en/menus/manifest/demo/icons/apple-touch-icon-152x152.png", sizes: "152x152" },
        { url: "/backend/en/menus/manifest/demo/icons/apple-touch-icon-180x180.png", sizes: "180x180" },
      ],
    });
    expect(metadata.appleWebApp).toEqual({
      capable: true,
      startupImage: [{ url: "/backend/en/menus/demo/loading-image/launch.png" }],
    });
  });

  it("encodes the licence so it cannot change the path", () => {
    expect(venueMetadata("a/b").manifest).toBe("/backend/en/menus/manifest/a%2Fb/");
  });
});
