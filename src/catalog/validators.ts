// What a site file's last response said about its version (ETag, Last-Modified), so a refresh can ask "changed
// since?" and an unchanged site costs a 304 instead of a download, a parse and an index build.

export interface Validators {
  readonly etag?: string;
  readonly lastModified?: string;
}

/** One site file as a catalogue was built from it: its content hash and, when the site sent any, its validators. */
export interface FileSource {
  readonly hash: string;
  readonly validators?: Validators;
}

/** The two files a catalogue is built from; known only when both were read whole from the site. */
export interface CatalogueSources {
  readonly index: FileSource;
  readonly longform: FileSource;
}

// Longer than any header a static host sends; a longer one is not kept (nor sent back).
const MAX_VALIDATOR_CHARS = 256;

function usable(value: string | null): string | undefined {
  return value !== null && value.length > 0 && value.length <= MAX_VALIDATOR_CHARS ? value : undefined;
}

/** The validators of a 200 response; undefined when it sent none. */
export function validatorsOf(headers: Headers): Validators | undefined {
  const etag = usable(headers.get("etag"));
  const lastModified = usable(headers.get("last-modified"));
  if (etag === undefined && lastModified === undefined) return undefined;
  return { ...(etag !== undefined ? { etag } : {}), ...(lastModified !== undefined ? { lastModified } : {}) };
}

/**
 * The request headers that make a GET conditional. The ETag alone when there is one: Last-Modified has a
 * one-second grain, so a file replaced within the second it was fetched would look unchanged (RFC 9110 §13.1.3
 * lets a server ignore If-Modified-Since beside If-None-Match anyway).
 */
export function conditionalHeaders(validators: Validators | undefined): Record<string, string> {
  if (validators?.etag !== undefined) return { "if-none-match": validators.etag };
  if (validators?.lastModified !== undefined) return { "if-modified-since": validators.lastModified };
  return {};
}

function isValidators(value: unknown): value is Validators {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  const field = (name: string) => v[name] === undefined || (typeof v[name] === "string" && usable(v[name] as string) !== undefined);
  return field("etag") && field("lastModified");
}

function isFileSource(value: unknown): value is FileSource {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.hash === "string" && /^[0-9a-f]{64}$/.test(v.hash) && (v.validators === undefined || isValidators(v.validators));
}

/** Sources read back from a shared pointer: anything malformed is dropped (the next refresh then asks unconditionally). */
export function sourcesFrom(value: unknown): CatalogueSources | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  return isFileSource(v.index) && isFileSource(v.longform) ? { index: v.index, longform: v.longform } : undefined;
}
