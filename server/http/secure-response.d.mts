import type { IncomingMessage, ServerResponse } from "node:http";
import type { KeptPage, PageRecorder } from "./page-cache.mjs";
import type { PageSources } from "./security-headers.mjs";

/** Whether Accept-Encoding allows gzip. */
export declare function acceptsGzip(acceptEncoding: string | undefined): boolean;
/**
 * Security headers on every response, the page policy with a fresh nonce written into every <script
 * of HTML responses, gzip where worth it. Returns the response.
 */
export declare function secureResponse(
  request: IncomingMessage,
  response: ServerResponse,
  options: {
    https: boolean;
    sources: PageSources;
    compress?: boolean;
    nonce?: () => string;
    record?: ((statusCode: number, response: ServerResponse) => PageRecorder | null) | null;
  },
): ServerResponse;
/** Sends a kept page with the security headers and a fresh nonce, gzipped when accepted. */
export declare function sendKeptPage(
  request: IncomingMessage,
  response: ServerResponse,
  kept: KeptPage,
  options: { https: boolean; sources: PageSources; compress?: boolean; nonce?: () => string },
): void;
