import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createVenueApi } from "./app";
import { parseTrustedProxyCount } from "./http/client-address";
import { drainOnSignals, drainTimeoutMs, pairKeepAlive } from "./http/drain";
import { prepareExchange } from "./http/front-server";
import { internalKey } from "@/lib/config/internal-calls";
import { refuseToStartOnProblems } from "./http/production-checks";
import { pageSourcesFromEnv } from "./http/security-headers";
import { publicUrl, readSetting } from "@/lib/config/settings";
import { getRuntimeDeps } from "./runtime";

/**
 * `npm run api`: the venue API on its own port (API_PORT, default 4000), under /backend as in `npm start`,
 * with the start checks, client address (TRUSTED_PROXY_COUNT) and security headers of `npm start`.
 */
async function main() {
  const hostname = readSetting(process.env, "HOSTNAME") ?? "0.0.0.0";
  refuseToStartOnProblems(process.env, { listenHost: hostname, program: "npm run api" });
  const options = {
    trustedProxyCount: parseTrustedProxyCount(process.env.TRUSTED_PROXY_COUNT),
    sources: pageSourcesFromEnv(process.env),
    // JSON and event streams: a proxy in front compresses them if it wants to.
    compress: false,
    // The guest app's calls name their guest only with the key both share (INTERNAL_KEY).
    internalKey: internalKey(process.env),
    publicUrl: publicUrl(process.env),
  };
  const drainTimeout = drainTimeoutMs(process.env);
  const deps = await getRuntimeDeps();
  const port = Number(readSetting(process.env, "API_PORT") ?? "4000");
  const listener = getRequestListener(createVenueApi(deps).fetch);
  const server = createServer((request, response) => {
    if (prepareExchange(request, response, options) === "answered") return;
    void listener(request, response);
  });
  // SIGTERM and SIGINT: readiness goes false, requests in flight finish, event streams end (http/drain.ts).
  pairKeepAlive(server);
  drainOnSignals(server, { timeoutMs: drainTimeout, program: "npm run api" });
  server.listen(port, hostname, () => {
    const address = server.address();
    const listening = typeof address === "object" && address ? address.port : port;
    console.log(`Venue API on http://localhost:${listening}/backend (${deps.database.engine})`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
