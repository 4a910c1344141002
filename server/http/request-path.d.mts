/** The request target with every path segment that is not percent-encoded UTF-8 rewritten (U+FFFD per bad byte). */
export declare function repairRequestTarget(target: string): string;
