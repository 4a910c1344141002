import type { Metadata } from "next";
import { API_PATHS } from "@/lib/api/paths";

/** The venue API answers under this same-origin prefix. */
const BACKEND = "/backend";
const TOUCH_ICON_SIZES = [120, 152, 180] as const;

/** The venue's 192 px icon, same-origin: the page's icon and its notifications' (issue 29). */
export const venueIconPath = (licence: string) => `${BACKEND}${API_PATHS.appleTouchIcon(licence, "apple-touch-icon-192x192.png")}`;

/** Web manifest, launch image and touch icons, served per licence by the venue API (000 section 2). */
export function venueMetadata(licence: string): Metadata {
  return {
    manifest: `${BACKEND}${API_PATHS.manifest(licence)}`,
    icons: {
      // Declared so browsers do not ask for /favicon.ico, which no venue has.
      icon: [{ url: venueIconPath(licence), sizes: "192x192", type: "image/png" }],
      apple: [
        { url: `${BACKEND}${API_PATHS.appleTouchIcon(licence, "apple-touch-icon.png")}` },
        ...TOUCH_ICON_SIZES.map((size) => ({
          url: `${BACKEND}${API_PATHS.appleTouchIcon(licence, `apple-touch-icon-${size}x${size}.png`)}`,
          sizes: `${size}x${size}`,
        })),
      ],
    },
    appleWebApp: { capable: true, startupImage: [{ url: `${BACKEND}${API_PATHS.launchImage(licence)}` }] },
  };
}
