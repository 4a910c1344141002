import type { VenueFileInput } from "@/server/venue/venue-file";
import { category, demoVenue, fixtureVenueFile, product } from "./fixture-venue-file";

/**
 * A venue whose pictures are on this machine, for e2e/og-image.spec.ts (issue 25 item 6): a venue's
 * data may name any address, and the server drawing its link-preview images must not fetch one on
 * loopback for it. The picture host's port follows the app's, so parallel runs on other ports differ.
 */
export const OG_PICTURE_VENUE = {
  licence: "e2e-og-picture",
  host: "og-picture.localhost",
  menuId: 99700,
  name: "Loopback Pictures",
  category: { id: 99701, name: "Plates" },
  product: { id: 997011, name: "Grilled halloumi", price: 28 },
} as const;

export function pictureHostPort(appPort: number): number {
  return appPort + 1000;
}

export function ogPictureVenue(appPort: number): VenueFileInput {
  const picture = `http://127.0.0.1:${pictureHostPort(appPort)}/picture.png`;
  const { category: c, product: p } = OG_PICTURE_VENUE;
  const images = [{ image: picture, image_width: 600, image_height: 450 }];
  return fixtureVenueFile(demoVenue(), OG_PICTURE_VENUE, {
    cover_image: picture,
    home_display_all_categories: false,
    categories: [category(c.id, c.name, [product(p.id, p.name, p.price, "halloumi", { images })], { image: { product: picture } })],
  });
}
