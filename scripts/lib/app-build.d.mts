export const APP_SHELL: string;
export const APP_STYLE: string;
export const APP_ENTRY: string;
export const APP_SERVED: string;
export interface AppBuild {
  /** The whole document, everything inlined. */
  readonly html: string;
  /** Lowercase hex SHA-256 of the document's UTF-8 bytes. */
  readonly sha256: string;
  /** UTF-8 bytes of the document. */
  readonly bytes: number;
  /** Its size gzipped at level 9. */
  readonly gzipped: number;
}
export function buildApp(): Promise<AppBuild>;
export function servedModule(build: AppBuild): string;
