import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../deps";
import { parseOr400 } from "../errors";
import { menuJson } from "../services/catalogue/menu-cache";
import { findLicenseByDomain, requireVenueByLicense } from "../services/catalogue/venues";
import { catalogueAssetRoutes } from "./catalogue-assets";
import { catalogueFormRoutes } from "./catalogue-forms";
import { cachedResponse, MENU_CACHE_CONTROL, pathLang, pathText } from "./catalogue-http";

/**
 * The catalogue calls of 000 section 7: licence by host, languages, menu, forms, geofence and assets.
 * Routes are written without the specification's trailing slash: with `strict: false` Hono trims the
 * slash from the request path but not from a route, so "/x/" routes would never match.
 */
export function catalogueRoutes() {
  const routes = new Hono<AppEnv>({ strict: false });

  routes.get("/en/menus/custom-domain/:domain", async (c) => {
    const { domain } = parseOr400(z.object({ domain: pathText }), c.req.param(), "path");
    const license = await findLicenseByDomain(c.get("deps").database.db, domain);
    // The guest app reads license 'none' as "this host has no venue" (000 section 4).
    if (!license) return c.json({ license: "none", detail: "Domain not found." }, 404);
    return c.json({ license });
  });

  routes.get("/en/api/menu_language/:license", async (c) => {
    const { license } = parseOr400(z.object({ license: pathText }), c.req.param(), "path");
    const venue = await requireVenueByLicense(c.get("deps").database.db, license);
    return c.json({ default_language: venue.defaultLanguage, languages: venue.languages });
  });

  routes.get("/:lang/api/menu/:license", async (c) => {
    const path = parseOr400(z.object({ lang: pathLang, license: pathText }), c.req.param(), "path");
    const deps = c.get("deps");
    const { language, json } = await menuJson(deps.database.db, path.license, path.lang, deps.clock(), (provider) =>
      deps.payments.accepts(provider),
    );
    return cachedResponse(c, json, {
      contentType: "application/json; charset=utf-8",
      cacheControl: MENU_CACHE_CONTROL,
      language,
    });
  });

  routes.route("/", catalogueFormRoutes());
  routes.route("/", catalogueAssetRoutes());
  return routes;
}
