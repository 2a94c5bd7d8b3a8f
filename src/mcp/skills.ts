// The Agent Skills extension on the wire (io.modelcontextprotocol/skills): skills/list pages the served skills
// by name, skills/get answers one by its SKILL.md URI. Entries are built from the bytes resources/read serves, so
// every digest and size a client verifies holds. The extension is specified for 2026-07-28; legacy clients get
// it too, without the caching fields (as the TypeScript SDK backports it). A skill that breaks a rule is left out
// of the list and is -32602 with its reason for skills/get, the same code resources/read uses for unknown URIs.

import { encodeCursor, skillsPage } from "../resources/listing";
import { DATA_META_KEY } from "../resources/read";
import { judgeSkillItem, judgeWithinBudget } from "../resources/served-skills";
import type { SkillEntry } from "../skills/entry";
import { parseSkillUri, SKILL_FILE } from "../skills/uri";
import { contentUri } from "../resources/uri";
import { cachingHints, internalError, invalidParams, type DispatchContext, type Outcome } from "./outcome";

export async function listSkills(params: Record<string, unknown>, context: DispatchContext): Promise<Outcome> {
  const cursor = params.cursor;
  if (cursor !== undefined && typeof cursor !== "string")
    return invalidParams("params.cursor must be a string: pass back nextCursor exactly as received.");
  const snapshot = await context.tools.catalogue();
  if (!snapshot.ok) return internalError(snapshot.problem.message);
  const page = skillsPage(snapshot.value.catalogue, cursor);
  if (!page.ok) return invalidParams(page.problem.message, { cursor: cursor?.slice(0, 200) });
  const { keys } = page.value;
  const judged = await judgeWithinBudget(
    context.tools,
    snapshot.value,
    keys.map((key) => key.key),
  );
  if (judged.length === 0 && keys.length > 0)
    return internalError("The skills could not be loaded from the site just now. Try again in a few minutes.");
  // Cut short by the fetch budget: the page ends after the last skill judged, and the next one goes on from there.
  const nextCursor = judged.length < keys.length ? encodeCursor(keys[judged.length - 1]!) : page.value.nextCursor;
  const skills: SkillEntry[] = judged.flatMap((judgement) => (judgement.served ? [judgement.entry] : []));
  context.facts.resultCount = skills.length;
  return {
    result: {
      skills,
      ...(nextCursor !== undefined ? { nextCursor } : {}),
      ...cachingHints(context, snapshot.value.label),
      _meta: { [DATA_META_KEY]: snapshot.value.label },
    },
  };
}

export async function getSkill(params: Record<string, unknown>, context: DispatchContext): Promise<Outcome> {
  const uri = params.uri;
  if (typeof uri !== "string" || uri === "")
    return invalidParams("skills/get needs params.uri, a skill://<name>/SKILL.md URI from skills/list.");
  const parsed = parseSkillUri(uri);
  if (!parsed.ok || parsed.path !== SKILL_FILE) {
    const why = parsed.ok ? "it names a file other than SKILL.md" : parsed.reason;
    return invalidParams(
      `Skill not found: ${uri.slice(0, 200)} (${why}). skills/get takes skill://<name>/SKILL.md; skills/list lists them.`,
      { uri },
    );
  }
  const snapshot = await context.tools.catalogue();
  if (!snapshot.ok) return internalError(snapshot.problem.message, { uri });
  const from = snapshot.value;
  context.facts.targetId = parsed.name;
  if (from.catalogue.longformItem("skill", parsed.name) === undefined) {
    if (from.label.source === "sample") {
      return internalError(
        `The directory site could not be reached, and this server is answering from its small bundled sample, which has no skill "${parsed.name}". Try again in a few minutes.`,
        { uri, source: "sample" },
      );
    }
    return invalidParams(`Skill not found: the directory has no skill "${parsed.name}"; skills/list lists them.`, { uri });
  }
  const judged = await judgeSkillItem(context.tools, from, parsed.name);
  if (!judged.served) {
    if (judged.transient)
      return internalError(
        `The skill "${parsed.name}" could not be loaded from the site just now (${judged.reason}). Try again in a few minutes.`,
        { uri },
      );
    return invalidParams(
      `The skill "${parsed.name}" is not served as an Agent Skill here: ${judged.reason}. Its page is readable as ${contentUri("skill", parsed.name)}.`,
      { uri, reason: judged.reason },
    );
  }
  // The entry echoes the URI asked for (a client may have written it with different escapes).
  return { result: { skill: { ...judged.entry, uri }, ...cachingHints(context, from.label), _meta: { [DATA_META_KEY]: from.label } } };
}
