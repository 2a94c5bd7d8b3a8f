export const CODE_VERSION_SOURCES: readonly string[];
export const CODE_VERSION_FILE: string;
export function computeSnapshotCodeVersion(root: string): string;
export function codeVersionModule(version: string): string;
