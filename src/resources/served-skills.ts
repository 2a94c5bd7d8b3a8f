// Whether one long-form skill is served as an Agent Skill, and its extension entry when it is: its item, its
// file list, every file fetched (held per isolate with digests), then the rules of src/skills/rules.ts. A skill
// left out for a rule is logged once per isolate with its reason and stays readable as a long-form page; a
// transient failure (timeout, 5xx) is not a reason, and the next request tries again.

import type { CatalogueSnapshot } from "../catalog/store";
import type { LongformItem } from "../site/types";
import { buildSkillEntry, skillProvenance, type SkillEntry } from "../skills/entry";
import { judgeSkill, readSkillListing, type FetchedFile, type HeldFile } from "../skills/rules";
import type { DirectoryContext } from "./context";
import { contentUri } from "./uri";

// Six simultaneous connections per request in Workers; the index and long-form list may hold two.
export const SKILL_FETCH_CONCURRENCY = 4;

export type SkillJudgement =
  | { readonly served: true; readonly entry: SkillEntry; readonly files: readonly HeldFile[]; readonly item: LongformItem }
  | { readonly served: false; readonly transient: boolean; readonly reason: string; readonly item?: LongformItem };

const warned = new Set<string>();

function leftOut(id: string, reason: string): SkillJudgement {
  const key = `${id}|${reason}`;
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(`skills: ${id} left out: ${reason}`);
  }
  return { served: false, transient: false, reason };
}

async function fetchAll(
  context: DirectoryContext,
  from: CatalogueSnapshot,
  id: string,
  paths: readonly string[],
): Promise<Map<string, FetchedFile>> {
  const files = new Map<string, FetchedFile>();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      files.set(path, await context.skillFile(from, id, path));
    }
  };
  await Promise.all(Array.from({ length: Math.min(SKILL_FETCH_CONCURRENCY, paths.length) }, worker));
  return files;
}

/** The judgement of skill `id`, which `from` lists as a long-form skill. */
export async function judgeSkillItem(context: DirectoryContext, from: CatalogueSnapshot, id: string): Promise<SkillJudgement> {
  const loaded = await context.longformItem(from, "skill", id);
  if (!loaded.ok) {
    const transient = loaded.problem.code !== "not_found";
    return transient ? { served: false, transient, reason: loaded.problem.message } : leftOut(id, loaded.problem.message);
  }
  const item = loaded.value.item;
  const listing = readSkillListing(item);
  if (!listing.ok) return { ...leftOut(id, listing.reason), item };
  const verdict = judgeSkill(listing.value, await fetchAll(context, from, id, listing.value.paths));
  if (!verdict.served) return verdict.transient ? { ...verdict, item } : { ...leftOut(id, verdict.reason), item };
  const provenance = skillProvenance(item, contentUri("skill", id), verdict.skill.frontmatter);
  return { served: true, entry: buildSkillEntry(verdict.skill, provenance), files: verdict.skill.files, item };
}

/**
 * The judgements of skills `ids`, in order, until this request's skill-file fetches run out: `judged` holds the
 * first ones, and a listing that got fewer than asked ends its page after the last of them (with a cursor), so a
 * page never waits on more fetches than one request may make, and the next request goes on from there.
 */
export async function judgeWithinBudget(
  context: DirectoryContext,
  from: CatalogueSnapshot,
  ids: readonly string[],
): Promise<readonly SkillJudgement[]> {
  const judged: SkillJudgement[] = [];
  for (const id of ids) {
    const judgement = await judgeSkillItem(context, from, id);
    if (!judgement.served && judgement.transient && context.skillFetchesLeft() <= 0) break;
    judged.push(judgement);
  }
  return judged;
}
