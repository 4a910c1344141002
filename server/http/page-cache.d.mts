import type { IncomingMessage, ServerResponse } from "node:http";
import type { NoncePage } from "./nonce-page.mjs";

/** How long a page is kept, in milliseconds. */
export declare const KEEP_MS: number;
/** Every kept page is forgotten, and pages being recorded now are not kept (a venue changed). */
export declare function forgetFrontPages(): void;
/** The cookies proxy.ts reads. */
export declare function isProxyCookie(name: string): boolean;
/** What can change the page Next answers for this request, or null when it is never kept. */
export declare function pageKey(request: IncomingMessage): string | null;
/** Whether a response is a page from Next's cache that anyone asking the same may get. */
export declare function isKeepable(statusCode: number, response: ServerResponse): boolean;

export interface KeptPage {
  headers: [string, number | string | string[] | undefined][];
  page: NoncePage;
  until: number;
  bytes: number;
}
export interface PageRecorder {
  push(data: Buffer): void;
  end(): void;
}
export interface PageCache {
  find(key: string): KeptPage | null;
  recorder(key: string, statusCode: number, response: ServerResponse): PageRecorder | null;
  readonly size: number;
}
export declare function createPageCache(options?: { keepMs?: number; maxBytes?: number; now?: () => number }): PageCache;
