import { Hono } from "hono";
import type { AppEnv } from "../deps";
import { livenessAnswer, readinessAnswer } from "../services/health";

/**
 * Liveness and readiness (issue 27 item 2), for nginx, Kubernetes and systemd (deploy/README.md).
 * Inside `npm start` the guest app's /backend answers both before opening the database
 * (app/backend/[[...route]]/route.ts), so liveness never waits for it.
 */
export function healthRoutes() {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get("/health/live", () => livenessAnswer());
  routes.get("/health/ready", (c) => readinessAnswer(() => Promise.resolve(c.get("deps"))));
  return routes;
}
