// The site's id rule (entry.schema.json), the one kebab-case pattern of the code base: entry, long-form and
// category ids, beacon ids, logged slugs, resource URIs and Agent Skills names (whose spec has the same rule).

/** The pattern without anchors, for finding ids inside text (scheme links in markdown). */
export const ID_BODY = "[a-z0-9]+(?:-[a-z0-9]+)*";
/** A whole id; `.source` is the JSON Schema `pattern` form. */
export const ID_PATTERN = new RegExp(`^${ID_BODY}$`);
// Ids and slugs on the site are at most 80 characters; anything longer names nothing.
export const MAX_ID_CHARS = 80;

export function isId(value: unknown): value is string {
  return typeof value === "string" && value.length <= MAX_ID_CHARS && ID_PATTERN.test(value);
}
