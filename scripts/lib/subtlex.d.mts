export declare function subtlexSource(): { readonly version: string };
export declare function subtlexCounts(minChars: number): { readonly counts: Map<string, number>; readonly total: number };
