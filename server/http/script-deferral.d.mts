/** Rewrites Next's chunk scripts of one HTML stream so they load after the first paint. */
export interface ScriptDeferrer {
  /** The bytes to write now for this chunk (a tag that may still be one to rewrite is held back). */
  push(chunk: Uint8Array): Buffer;
  /** The bytes held back, at the end of the stream. */
  end(): Buffer;
}
/** A deferrer for one response. */
export declare function createScriptDeferrer(): ScriptDeferrer;
/** A whole HTML text with its chunk scripts deferred. */
export declare function deferScripts(html: string): string;
