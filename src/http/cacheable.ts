// Public documents that rarely change (server cards, catalogues): an ETag from the bytes, 304 on a match.

// Cards change only with a deploy; an hour keeps crawlers and clients from refetching on every connect.
export const DOCUMENT_MAX_AGE_SECONDS = 3_600;

// Bodies differ only by host, so a handful of tags covers every deployment name.
const MAX_REMEMBERED_TAGS = 32;
const tags = new Map<string, string>();

async function etagFor(body: string): Promise<string> {
  const known = tags.get(body);
  if (known) return known;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
  const tag = `"${[...digest.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}"`;
  if (tags.size >= MAX_REMEMBERED_TAGS) tags.clear();
  tags.set(body, tag);
  return tag;
}

/** Whether an If-None-Match list names this tag (weak comparison, as RFC 9110 §13.1.2 requires for GET). */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

export async function cacheableJson(request: Request, body: unknown, contentType: string, headers: HeadersInit = {}): Promise<Response> {
  const text = JSON.stringify(body);
  const etag = await etagFor(text);
  const common = new Headers(headers);
  common.set("etag", etag);
  common.set("cache-control", `public, max-age=${DOCUMENT_MAX_AGE_SECONDS}`);
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: common });
  common.set("content-type", contentType);
  return new Response(text, { status: 200, headers: common });
}
