/** Adds nonce="..." to every <script and <link tag of one HTML stream. */
export interface NonceInjector {
  /** The bytes to write now for this chunk (a possible tag at its end is held back). */
  push(chunk: string | Uint8Array, encoding?: BufferEncoding): Buffer;
  /** The bytes held back, at the end of the stream. */
  end(): Buffer;
}
/** An injector for one response; throws unless the nonce is base64 text. */
export declare function createNonceInjector(nonce: string): NonceInjector;
/** A whole HTML text with the nonce in every <script and <link tag. */
export declare function injectNonce(html: string, nonce: string): string;
/** A chunk of a Node write as a Buffer. */
export declare function toBuffer(chunk: string | Uint8Array, encoding?: BufferEncoding | ((error?: Error | null) => void)): Buffer;
/** At most this many bytes are held back between chunks. */
export declare const HELD_BACK_BYTES: number;
/** The offsets just after each <script and <link tag name of a whole HTML text, where a nonce attribute goes. */
export declare function nonceInsertionPoints(html: string | Uint8Array): number[];
