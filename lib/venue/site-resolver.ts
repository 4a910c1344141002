import { createApiClient } from "@/lib/api/client";
import { failedCall } from "@/lib/api/failed-call";
import { lookupFailure } from "@/lib/domain/venue-lookup";
import { apiBaseUrl } from "@/lib/config/api-url";
import { defaultLicense } from "@/lib/config/settings";
import type { Language } from "@/lib/domain/language";
import { licenceSegment, UNAVAILABLE_SEGMENT, UNLICENSED_SEGMENT } from "./site-path";

/** What the proxy needs of a host's venue: its licence, and its languages to pick the page's one. */
export interface VenueSite {
  licence: string;
  languages: { default_language: Language; languages: readonly { code: Language }[] } | null;
}

/** The menu's minute (000 section 9, MENU_FRESHNESS_SECONDS), as the proxy keeps a host's answer. */
const KEEP_MS = 60_000;

interface Kept {
  until: number;
  site: Promise<VenueSite>;
}

// One map per process, shared by the proxy and the route handler that drops it on a venue change
// (server/venue/venue-changed.ts): the two are bundled apart, so a module variable would be two maps.
const STORE = Symbol.for("carte.venue-sites");
type Store = { [STORE]?: Map<string, Kept> };
function kept(): Map<string, Kept> {
  const holder = globalThis as Store;
  holder[STORE] ??= new Map();
  return holder[STORE];
}

/**
 * The venue of a host (000 section 8): DEFAULT_LICENSE, else the custom-domain call. A host the API
 * does not know (404) has no licence; an API that cannot answer (down, 5xx) leaves the venue unknown,
 * not absent: UNAVAILABLE_SEGMENT, the error state (000 section 4). The proxy runs on every request, cached page or not, so the answer is kept for
 * the menu's minute; a venue import forgets every kept answer at once (forgetVenueSites). A failure
 * is not kept: the next request asks again.
 */
export function resolveVenueSite(host: string, now = Date.now()): Promise<VenueSite> {
  const key = defaultLicense(process.env) ? "" : host;
  const found = kept().get(key);
  if (found && found.until > now) return found.site;
  const site = lookUp(host);
  keep(key, { until: now + KEEP_MS, site });
  site.then(
    (answer) => {
      if (answer.languages === null) kept().delete(key);
    },
    () => kept().delete(key),
  );
  return site;
}

/**
 * Host names are the client's to choose: past MAX_KEPT the oldest answer goes, so a flood of made-up
 * names costs lookups, never memory.
 */
const MAX_KEPT = 1_000;

function keep(key: string, answer: Kept): void {
  const map = kept();
  map.delete(key);
  map.set(key, answer);
  for (const oldest of map.keys()) {
    if (map.size <= MAX_KEPT) break;
    map.delete(oldest);
  }
}

/** A venue was imported or changed: its host, licence or languages may have moved. */
export function forgetVenueSites(): void {
  kept().clear();
}

async function lookUp(host: string): Promise<VenueSite> {
  const api = createApiClient({ baseUrl: apiBaseUrl() });
  let licence = defaultLicense(process.env);
  try {
    licence ??= (await api.getCustomDomain(host, { cache: "no-store" })).license || UNLICENSED_SEGMENT;
    licence = licenceSegment(licence);
    if (licence === UNLICENSED_SEGMENT) return { licence, languages: { default_language: "en", languages: [] } };
    const list = await api.getMenuLanguages(licence, { cache: "no-store" });
    return { licence, languages: { default_language: list.default_language, languages: list.languages } };
  } catch (error) {
    if (lookupFailure(failedCall(error)) === "unavailable") return { licence: UNAVAILABLE_SEGMENT, languages: null };
    return { licence: licence === null ? UNLICENSED_SEGMENT : licenceSegment(licence), languages: null };
  }
}
