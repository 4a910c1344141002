/** The inline loader that fetches Next's chunks once the page has painted. */
export declare const SCRIPT_LOADER: string;
