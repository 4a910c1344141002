import { z } from "zod";
import "@/lib/zod-config";
import { checked, joinUrl, type ApiClientOptions, type Method, type Transport } from "../request";
import type { OrderKeyStore } from "../order-keys";
import { id, idText } from "../schemas/common";
import { languageCode, type LanguageCode } from "../schemas/language";

/** What every group of calls needs: the transport, URL building, and checks of values put in paths. */
export interface CallContext {
  readonly transport: Transport;
  readonly url: (path: string) => string;
  /** Path values come from URLs and storage, so they are checked like payloads: a bad one is a 'setup' error. */
  readonly path: (method: Method, call: string) => PathChecks;
  /** Validates a payload against its schema for the call at `path`. */
  readonly payload: <S extends z.ZodType>(schema: S, value: unknown, method: Method, path: string) => z.output<S>;
  /** Member keys of this device's orders (issue 24). */
  readonly orderKeys: OrderKeyStore | undefined;
}

export interface PathChecks {
  lang(value: LanguageCode): LanguageCode;
  id(value: number): number;
  text(value: string | number): string;
}

const pathText = idText.pipe(z.string().trim().min(1));

export function createCallContext(options: ApiClientOptions, transport: Transport): CallContext {
  const url = (path: string) => joinUrl(options.baseUrl, path);
  return {
    transport,
    url,
    path: (method, call) => ({
      lang: (value) => checked(languageCode, value, method, call),
      id: (value) => checked(id, value, method, call),
      text: (value) => checked(pathText, value, method, call),
    }),
    payload: (schema, value, method, path) => checked(schema, value, method, url(path)),
    orderKeys: options.orderKeys,
  };
}
