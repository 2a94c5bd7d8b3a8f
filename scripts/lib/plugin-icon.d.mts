export declare const ICON_PATH: string;
export declare const ICON_SIZE: number;
export declare function pluginIcon(size?: number): Buffer;
export declare function pngSize(bytes: Uint8Array): { width: number; height: number } | null;
