export declare const REPO_ROOT: string;
export declare const SHARED_ITEMS: { readonly schemas: string; readonly realSite: string };
export declare function sharedDir(env?: Readonly<Record<string, string | undefined>>): string | null;
export declare function sharedPath(relative: string, env?: Readonly<Record<string, string | undefined>>): string | null;
export declare function realSiteDir(env?: Readonly<Record<string, string | undefined>>): string | null;
export declare function absenceReason(relative: string, env?: Readonly<Record<string, string | undefined>>): string;
