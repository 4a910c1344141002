export declare const INTERNAL_KEY_HEADER: string;
/** INTERNAL_KEY, or null when not set. */
export declare function internalKey(env: Record<string, string | undefined>): string | null;
/** INTERNAL_KEY, made up and written into `env` when not set. */
export declare function ensureInternalKey(env: Record<string, string | undefined>): string;
/** Whether a header value is the key (constant time); false without a key. */
export declare function isInternalKey(header: string | string[] | undefined, key: string | null | undefined): boolean;
