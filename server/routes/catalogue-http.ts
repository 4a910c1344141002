import { createHash } from "node:crypto";
import type { Context } from "hono";
import { z } from "zod";
import { requestId } from "@/lib/api/schemas/request-fields";
import { languageCode } from "@/lib/api/schemas/language";
import type { AppEnv } from "../deps";

/** Path values of the catalogue calls, validated like bodies (400 names the failing segment). */
export const pathText = z.string().trim().min(1);
export const pathLang = languageCode;
export const pathId = requestId;

/** The menu is shared by every guest: shared caches may keep it a minute (the guest app's own freshness). */
export const MENU_CACHE_CONTROL = "public, max-age=0, s-maxage=60";
/** Manifest and images change only on import: an hour everywhere. */
export const ASSET_CACHE_CONTROL = "public, max-age=3600";

export function etagOf(body: string | Uint8Array): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** 304 when the client already holds this body (If-None-Match), else the body with its validators. */
export function cachedResponse(
  c: Context<AppEnv>,
  body: string | Buffer,
  headers: { contentType: string; cacheControl: string; language?: string },
): Response {
  const etag = etagOf(body);
  const common: Record<string, string> = { "Cache-Control": headers.cacheControl, ETag: etag };
  if (headers.language) common["Content-Language"] = headers.language;
  const asked =
    c.req
      .header("if-none-match")
      ?.split(",")
      .map((tag) => tag.trim()) ?? [];
  if (asked.includes(etag) || asked.includes("*")) return new Response(null, { status: 304, headers: common });
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    status: 200,
    headers: { ...common, "Content-Type": headers.contentType },
  });
}
