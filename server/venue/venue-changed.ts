import "server-only";
import { revalidateTag } from "next/cache";
import { CUSTOM_DOMAINS_TAG, menuTag } from "@/lib/venue/api";
import { forgetVenueSites } from "@/lib/venue/site-resolver";
import { forgetFrontPages } from "@/server/http/page-cache";

/**
 * Every cache of this process that a venue change makes wrong, dropped at once: the venue's menu
 * reads and the pages rendered from them (tag menu:{licence}), the host-to-licence lookups (a custom
 * domain may have moved), the proxy's host answers (licence and languages) and the front server's
 * kept pages. Only inside a Next request, where revalidateTag works: the revalidate route
 * (revalidate-route.ts) is the one caller.
 */
export function venueChanged(licence: string): void {
  forgetVenueSites();
  revalidateTag(menuTag(licence), { expire: 0 });
  revalidateTag(CUSTOM_DOMAINS_TAG, { expire: 0 });
  // After the tags are marked. Next drops them as the route handler ends: a page it renders from the
  // old cache in between may still be kept, for the front server's two seconds at most.
  forgetFrontPages();
}
