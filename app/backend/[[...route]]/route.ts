import { createVenueApi, type VenueApi } from "@/server/app";
import { getRuntimeDeps } from "@/server/runtime";

let api: Promise<VenueApi> | null = null;

/** The venue API, built on the first request so that `next build` never opens the database. */
async function serve(request: Request): Promise<Response> {
  api ??= getRuntimeDeps().then((deps) => createVenueApi(deps));
  const venueApi = await api.catch((error: unknown) => {
    api = null;
    throw error;
  });
  return venueApi.fetch(request);
}

export { serve as GET, serve as POST, serve as PATCH, serve as PUT, serve as DELETE };
export const dynamic = "force-dynamic";
