import { Hono } from "hono";
import { z } from "zod";
import { geofencePayload } from "@/lib/api/schemas/geofence";
import { submissionPayload } from "@/lib/api/schemas/submission";
import type { AppEnv } from "../deps";
import { notFound, parseOr400 } from "../errors";
import { formAnswer, loadForm } from "../services/catalogue/forms";
import { geofenceAllowsPoint, venueGeofences } from "../services/catalogue/geofence";
import { submitFeedback } from "../services/catalogue/submission";
import { findVenueByFormId, findVenueById } from "../services/catalogue/venues";
import { pathId, pathLang } from "./catalogue-http";
import { isRequestVenue } from "./venue-scope";

/** Feedback forms, their submissions and the geofence check. */
export function catalogueFormRoutes() {
  const routes = new Hono<AppEnv>({ strict: false });

  routes.get("/:lang/api/feedback/:formId", async (c) => {
    const path = parseOr400(z.object({ lang: pathLang, formId: pathId }), c.req.param(), "path");
    const loaded = await loadForm(c.get("deps").database.db, path.formId, path.lang);
    // Another venue's form reads like an unknown one (issue 10 item 7).
    if (!(await isRequestVenue(c, loaded.venue.id))) throw notFound("Form");
    c.header("Content-Language", loaded.language);
    return c.json(formAnswer(loaded));
  });

  routes.post("/:lang/api/submission", async (c) => {
    const { lang } = parseOr400(z.object({ lang: pathLang }), c.req.param(), "path");
    const payload = parseOr400(submissionPayload, await c.req.json());
    const formVenue = await findVenueByFormId(c.get("deps").database.db, payload.feedback_id);
    if (formVenue && !(await isRequestVenue(c, formVenue.id))) throw notFound("Form");
    const answer = await submitFeedback(c.get("deps").database.db, lang, payload);
    return c.json(answer, 201);
  });

  routes.post("/:lang/menus/geofence/:menuId", async (c) => {
    const path = parseOr400(z.object({ lang: pathLang, menuId: pathId }), c.req.param(), "path");
    const position = parseOr400(geofencePayload, await c.req.json());
    const db = c.get("deps").database.db;
    const venue = await findVenueById(db, path.menuId);
    if (!venue) throw notFound("Menu");
    return c.json({ allowed: geofenceAllowsPoint(await venueGeofences(db, venue.id), position) });
  });

  return routes;
}
