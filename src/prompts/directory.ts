// What the prompts read of the directory: an entry id or category as a person typed it, checked against the
// catalogue (a miss names the closest ones, as the tools' misses do), and a resource as resources/read gives it, to
// embed in a message. While only the bundled sample is held, a miss is an outage, not a bad argument: the site may
// well have it.

import type { CatalogueSnapshot } from "../catalog/store";
import { fail, ok, type Result } from "../core/problem";
import type { DirectoryContext } from "../resources/context";
import { readResource } from "../resources/read";
import { nearestSlugs, suggestIds } from "../search/api";
import { LONGFORM_TYPES } from "../site/types";
import type { EmbeddedResource } from "./definition";

/** A hint for a value that may be a word of the need: Claude Code assigns each typed word to the next argument. */
export const ONE_WORD_PER_ARGUMENT =
  "Some clients (Claude Code) pass one word per argument: write a need of several words with hyphens (browser-automation-without-api-key).";

function sampleMiss<T>(what: string): Result<T> {
  return fail(
    "upstream_error",
    `The directory site could not be reached just now, and the small sample catalogue bundled with this server (answering meanwhile) has no ${what}. Try again in a few minutes.`,
  );
}

/** The entry an id names (case and surrounding space forgiven), or a miss naming the closest entry ids. */
export function entryIdOf(from: CatalogueSnapshot, typed: string, where: string): Result<string> {
  const id = typed.trim().toLowerCase();
  if (from.catalogue.entryById.has(id)) return ok(id);
  if (from.label.source === "sample") return sampleMiss(`entry "${id.slice(0, 80)}"`);
  const kind = LONGFORM_TYPES.find((type) => from.catalogue.longformItem(type, id) !== undefined);
  const suggestions = suggestIds(from.catalogue.search, typed, ["entry"]);
  const other = kind === undefined ? "" : ` "${id}" is a ${kind}, not an entry.`;
  const next = suggestions.length > 0 ? ` Did you mean ${suggestions.join(", ")}?` : " Search the directory for its id.";
  return {
    ok: false,
    problem: { code: "not_found", message: `No entry with id "${typed.slice(0, 80)}" (${where}).${other}${next}`, suggestions },
  };
}

/** The category a slug names, or a miss naming the closest slugs. */
export function categoryOf(from: CatalogueSnapshot, typed: string, where: string): Result<string> {
  const slug = typed.trim().toLowerCase();
  if (from.catalogue.categoryBySlug.has(slug)) return ok(slug);
  if (from.label.source === "sample") return sampleMiss(`category "${slug.slice(0, 80)}"`);
  const suggestions = nearestSlugs(
    slug,
    from.catalogue.categories.map((category) => category.slug),
  );
  const next = suggestions.length > 0 ? ` Did you mean ${suggestions.join(", ")}?` : "";
  return {
    ok: false,
    problem: { code: "not_found", message: `No category "${typed.slice(0, 80)}" (${where}).${next} ${ONE_WORD_PER_ARGUMENT}`, suggestions },
  };
}

/** The contents resources/read gives for `uri`, to embed in a prompt; a miss or an outage as a problem. */
export async function embedResource(context: DirectoryContext, uri: string): Promise<Result<EmbeddedResource>> {
  const read = await readResource(context, uri);
  if (!read.ok) return fail(read.kind === "not_found" ? "not_found" : "upstream_error", read.message);
  const { mimeType, text } = read.content;
  // Entries and long-form pages are always markdown; only skill files come as blobs, and prompts embed none.
  if (text === undefined) return fail("internal_error", `${uri} is not text.`);
  return ok({ uri, mimeType, text });
}
