export declare const WORDNET_PARTS: readonly string[];
export declare function wordnetSource(): { readonly dict: string; readonly version: string };
export declare function wordnetLemmas(minChars: number): string[];
