import { createVenueApi, type VenueApi } from "@/server/app";
import { getRuntimeDeps } from "@/server/runtime";

let api: Promise<VenueApi> | null = null;

/** The venue API, built on the first request so that `next build` never opens the database. */
async function serveHere(request: Request): Promise<Response> {
  api ??= getRuntimeDeps().then((deps) => createVenueApi(deps));
  const venueApi = await api.catch((error: unknown) => {
    api = null;
    throw error;
  });
  return venueApi.fetch(request);
}

/**
 * With API_URL set the venue API lives elsewhere; browsers still call /backend on the guest app's own
 * origin (no CORS, one address), and the call is passed on unchanged.
 */
async function passOn(request: Request, apiUrl: string): Promise<Response> {
  const incoming = new URL(request.url);
  const target = `${apiUrl.replace(/\/+$/, "")}${incoming.pathname.replace(/^\/backend/, "")}${incoming.search}`;
  const headers = new Headers(request.headers);
  headers.delete("host");
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  const answer = await fetch(target, { method: request.method, headers, body, redirect: "manual", cache: "no-store" });
  // fetch has already undone any compression, so its headers no longer describe the body.
  const answerHeaders = new Headers(answer.headers);
  answerHeaders.delete("content-encoding");
  answerHeaders.delete("content-length");
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answerHeaders });
}

function serve(request: Request): Promise<Response> {
  const apiUrl = process.env.API_URL?.trim();
  return apiUrl ? passOn(request, apiUrl) : serveHere(request);
}

export { serve as GET, serve as POST, serve as PATCH, serve as PUT, serve as DELETE };
export const dynamic = "force-dynamic";
