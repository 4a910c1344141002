import { formHtmlResponse } from "@/lib/forms/form-html-answers";
import { followVenueChanges } from "@/server/venue/venue-change-listener";
import { answerRevalidate } from "@/server/venue/revalidate-route";
import { createVenueApi, type VenueApi } from "@/server/app";
import { GUEST_ADDRESS_HEADER, GUEST_HOST_HEADER, INTERNAL_KEY_HEADER, internalKey } from "@/lib/config/internal-calls";
import { apiUrl } from "@/lib/config/settings";
import { isDraining } from "@/server/http/drain";
import { ensureInternalKey } from "@/server/http/internal-key";
import { answerMetrics, metricsToken } from "@/server/observability/metrics-route";
import { getRuntimeDeps } from "@/server/runtime";
import { livenessAnswer, readinessAnswer } from "@/server/services/health";

let api: Promise<VenueApi> | null = null;

/** The venue API, built on the first request so that `next build` never opens the database. */
async function serveHere(request: Request): Promise<Response> {
  api ??= getRuntimeDeps().then((deps) => createVenueApi(deps));
  const venueApi = await api.catch((error: unknown) => {
    api = null;
    // Logged in full for the operator (it names the process holding a PGlite folder); guests get a JSON 503.
    console.error("venue API unavailable:", error instanceof Error ? error.message : error);
    return null;
  });
  if (!venueApi)
    return Response.json({ detail: "The service is temporarily unavailable." }, { status: 503, headers: { "Retry-After": "30" } });
  // Once per process (again after a failed LISTEN): the deps are settled by now.
  followVenueChanges((await getRuntimeDeps()).database);
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
  // The venue API scopes orders, payments and forms to the guest's host (issue 10): pass it on, as
  // the API's own Host is API_URL's. The front server has settled x-forwarded-host and -for; the API
  // believes them with the shared internal key, or from one trusted proxy (TRUSTED_PROXY_COUNT=1).
  const host = guestHost(request);
  headers.set("x-forwarded-host", host);
  headers.set(GUEST_HOST_HEADER, host);
  const address = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (address) headers.set(GUEST_ADDRESS_HEADER, address);
  else headers.delete(GUEST_ADDRESS_HEADER);
  const key = internalKey(process.env);
  if (key) headers.set(INTERNAL_KEY_HEADER, key);
  else headers.delete(INTERNAL_KEY_HEADER);
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  const answer = await fetch(target, { method: request.method, headers, body, redirect: "manual", cache: "no-store" });
  // fetch has already undone any compression, so its headers no longer describe the body.
  const answerHeaders = new Headers(answer.headers);
  answerHeaders.delete("content-encoding");
  answerHeaders.delete("content-length");
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answerHeaders });
}

function isMetricsPath(request: Request): boolean {
  return /^\/backend\/metrics\/?$/.test(new URL(request.url).pathname);
}

function isRevalidatePath(request: Request): boolean {
  return /^\/backend\/revalidate\/?$/.test(new URL(request.url).pathname);
}

/** The host the guest asked for: X-Forwarded-Host as the front server settled it, else Host. */
function guestHost(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("host") || new URL(request.url).host;
}

/**
 * Liveness and readiness of this instance, answered before the venue API is built: liveness never
 * waits for the database, and readiness counts opening it against its two seconds. With API_URL the
 * readiness is the API's, unless this instance is draining.
 */
function healthAnswer(request: Request, elsewhere: string | null): Promise<Response> | null {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  if (path === "/backend/health/live") return Promise.resolve(livenessAnswer());
  if (path !== "/backend/health/ready" || (elsewhere && !isDraining())) return null;
  return readinessAnswer(getRuntimeDeps);
}

async function serve(request: Request): Promise<Response> {
  const elsewhere = apiUrl(process.env);
  const health = healthAnswer(request, elsewhere);
  if (health) return health;
  // This process's caches, whether its venue API is here or at API_URL.
  if (isRevalidatePath(request)) return answerRevalidate(request, ensureInternalKey(process.env));
  // With API_URL, this process's own metrics (its pages); the API's are scraped at the API itself.
  if (elsewhere && isMetricsPath(request)) return answerMetrics(request, metricsToken(process.env));
  const answer = elsewhere ? await passOn(request, elsewhere) : await serveHere(request);
  // The fetched form's paragraphs and a submission's message are sanitised here, where venue HTML
  // from any implementation of the contract passes before a browser shows it.
  return formHtmlResponse(request, answer);
}

export { serve as GET, serve as POST, serve as PATCH, serve as PUT, serve as DELETE };
export const dynamic = "force-dynamic";
