import { serve } from "@hono/node-server";
import { createVenueApi } from "./app";
import { getRuntimeDeps } from "./runtime";

/** `npm run api`: the venue API on its own port (API_PORT, default 4000), under /backend as in `npm start`. */
async function main() {
  const deps = await getRuntimeDeps();
  const port = Number(process.env.API_PORT ?? 4000);
  serve({ fetch: createVenueApi(deps).fetch, port, hostname: process.env.HOSTNAME ?? "0.0.0.0" }, (info) => {
    console.log(`Venue API on http://localhost:${info.port}/backend (${deps.database.engine})`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
