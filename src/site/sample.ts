// The small catalogue bundled with the Worker, served (and labelled "sample") when the site cannot be
// reached and no good copy is held, so `npm run dev` works offline. It goes through the same validators.

import indexJson from "./sample/index.json";
import longformJson from "./sample/longform.json";
import comparison from "./sample/longform/compare/code-sandboxes-for-agents.json";
import guide from "./sample/longform/guides/automate-a-browser-with-playwright-mcp.json";
import skill from "./sample/longform/skills/search-the-directory.json";
import stack from "./sample/longform/stacks/agent-that-pays-for-apis.json";
import type { Entry, LongformItem, LongformSummary, LongformType, SiteIndex } from "./types";
import { longformGeneratedOf, validateLongformIndex, validateLongformItem, validateSiteIndex } from "./validate";

const ITEMS: readonly unknown[] = [guide, comparison, stack, skill];

/** A bundled file that fails validation is a build defect, so it throws (a unit test guards it). */
function unwrap<T>(result: { ok: true; value: T } | { ok: false; problem: { message: string } }, what: string): T {
  if (!result.ok) throw new Error(`bundled sample ${what} is invalid: ${result.problem.message}`);
  return result.value;
}

export function sampleSiteIndex(): SiteIndex {
  // Validation counts categories in place, so each call gets its own copy.
  return unwrap(validateSiteIndex(structuredClone(indexJson)), "index.json");
}

let sampleEntries: ReadonlyMap<string, Entry> | null = null;

/** A whole entry of the bundled sample (what the site's api/entries/<id>.json would hold), or undefined. */
export function sampleEntry(id: string): Entry | undefined {
  sampleEntries ??= new Map(sampleSiteIndex().entries.map((entry) => [entry.id, entry]));
  return sampleEntries.get(id);
}

export function sampleLongform(): LongformSummary[] {
  return unwrap(validateLongformIndex(structuredClone(longformJson)), "longform.json");
}

/** The bundled longform.json's build time. */
export function sampleLongformGenerated(): string | null {
  return longformGeneratedOf(longformJson);
}

export function sampleItem(type: LongformType, id: string): LongformItem | null {
  for (const raw of ITEMS) {
    const candidate = raw as { type?: unknown; id?: unknown };
    if (candidate.type === type && candidate.id === id) {
      return unwrap(validateLongformItem(structuredClone(raw), type, id), `${type} ${id}`);
    }
  }
  return null;
}
