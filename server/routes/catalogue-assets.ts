import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../deps";
import { notFound, parseOr400 } from "../errors";
import { iconSize, LAUNCH_SIZE, manifestFor, venueTile } from "../services/catalogue/assets";
import { requireVenueByLicense, venueLanguage } from "../services/catalogue/venues";
import { ASSET_CACHE_CONTROL, cachedResponse, pathText } from "./catalogue-http";

const licencePath = z.object({ licence: pathText });

/** The static assets of 000 section 7, generated per venue: manifest, launch image, touch icons. */
export function catalogueAssetRoutes() {
  const routes = new Hono<AppEnv>({ strict: false });

  routes.get("/en/menus/manifest/:licence", async (c) => {
    const { licence } = parseOr400(licencePath, c.req.param(), "path");
    const venue = await requireVenueByLicense(c.get("deps").database.db, licence);
    const language = venueLanguage(venue, "en");
    return cachedResponse(c, JSON.stringify(manifestFor(venue, language)), {
      contentType: "application/manifest+json; charset=utf-8",
      cacheControl: ASSET_CACHE_CONTROL,
      language,
    });
  });

  routes.get("/en/menus/manifest/:licence/icons/:file", async (c) => {
    const { licence, file } = parseOr400(licencePath.extend({ file: pathText }), c.req.param(), "path");
    const size = iconSize(file);
    if (!size) throw notFound("Icon");
    const venue = await requireVenueByLicense(c.get("deps").database.db, licence);
    const png = venueTile(venue, venueLanguage(venue, "en"), size);
    return cachedResponse(c, png, { contentType: "image/png", cacheControl: ASSET_CACHE_CONTROL });
  });

  routes.get("/en/menus/:licence/loading-image/launch.png", async (c) => {
    const { licence } = parseOr400(licencePath, c.req.param(), "path");
    const venue = await requireVenueByLicense(c.get("deps").database.db, licence);
    const png = venueTile(venue, venueLanguage(venue, "en"), LAUNCH_SIZE);
    return cachedResponse(c, png, { contentType: "image/png", cacheControl: ASSET_CACHE_CONTROL });
  });

  return routes;
}
