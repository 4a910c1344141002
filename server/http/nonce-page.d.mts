/** A page cut where nonces go, each piece deflated with the text before it as its dictionary. */
export interface NoncePage {
  pieces: Buffer[];
  deflated: Buffer[];
  length: number;
}
/** The page ready for nonces; null when it holds the placeholder byte 0x01. */
export declare function prepareNoncePage(html: Buffer, options?: { level?: number }): NoncePage | null;
/** The page with the nonce in every slot. */
export declare function noncePageText(page: NoncePage, nonce: string): Buffer;
/** The page with the nonce in every slot, as one gzip member. */
export declare function noncePageGzip(page: NoncePage, nonce: string): Buffer;
