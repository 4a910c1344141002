import type { z } from "zod";
import { ApiError } from "./errors";
import { DEVICE_KEY_HEADER } from "./device-key";
import type { OrderKeyStore } from "./order-keys";

export interface ApiClientOptions {
  /** Venue API base, absolute or relative to the page ('/backend'); a trailing slash is ignored. */
  readonly baseUrl: string;
  readonly fetch?: typeof fetch;
  /** Sent with every call. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Member keys of this device's orders (issue 24): kept from answers, sent on calls about the order. */
  readonly orderKeys?: OrderKeyStore;
  /** This device's key (issue 25), read at each call and sent as X-Device-Key when there is one. */
  readonly deviceKey?: () => string | null;
}

/** Next.js's fetch extension, for server-side reads cached by time and tag. */
export interface NextFetchOptions {
  readonly revalidate?: number | false;
  readonly tags?: string[];
}

export interface CallOptions {
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
  readonly cache?: RequestCache;
  readonly next?: NextFetchOptions;
}

export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

interface Call {
  readonly method: Method;
  /** A path below the base, or an absolute URL used as given. */
  readonly path: string;
  readonly body?: unknown;
  readonly options?: CallOptions;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Transport {
  /** Sends the call and parses its answer with `answer`. */
  json<S extends z.ZodType>(call: Call, answer: S): Promise<z.output<S>>;
  /** Sends the call when its answer is not used: any 2xx will do and the body is not read as JSON. */
  ignoreAnswer(call: Call): Promise<void>;
}

export function joinUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Validates a value about to be sent (payload or path value); a failure is a 'setup' error. */
export function checked<S extends z.ZodType>(schema: S, value: unknown, method: Method, url: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError({ kind: "setup", method, url, issues: parsed.error.issues });
  return parsed.data;
}

function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

interface Exchange {
  readonly url: string;
  readonly status: number;
  readonly json: { ok: true; value: unknown } | { ok: false };
  readonly body: unknown;
}

export function createTransport(options: ApiClientOptions): Transport {
  // Wrapped so that a browser's fetch is never called detached from window ("Illegal invocation").
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function exchange(call: Call): Promise<Exchange> {
    const { method, options: callOptions } = call;
    const url = joinUrl(options.baseUrl, call.path);
    const signal = callOptions?.signal;
    const deviceKey = options.deviceKey?.();
    const init: RequestInit & { next?: NextFetchOptions } = {
      method,
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        ...(deviceKey ? { [DEVICE_KEY_HEADER]: deviceKey } : {}),
        ...options.headers,
        ...callOptions?.headers,
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal,
      cache: callOptions?.cache,
      next: callOptions?.next,
    };

    let status: number;
    let ok: boolean;
    let text: string;
    try {
      const response = await doFetch(url, init);
      status = response.status;
      ok = response.ok;
      text = await response.text();
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError({ kind: "no_response", method, url, cause });
    }
    const json = readJson(text);
    const body = json.ok ? json.value : text;
    if (!ok) throw new ApiError({ kind: "http", method, url, status, body });
    return { url, status, json, body };
  }

  return {
    async json(call, answer) {
      const { url, status, json, body } = await exchange(call);
      const parsed = json.ok ? answer.safeParse(json.value) : undefined;
      if (parsed?.success) return parsed.data;
      throw new ApiError({ kind: "invalid_answer", method: call.method, url, status, body, issues: parsed?.error.issues });
    },
    async ignoreAnswer(call) {
      await exchange(call);
    },
  };
}
