// Which skills are served, judged over a fake directory context (src/resources/served-skills.ts): the rules of
// src/skills/rules.ts applied to fetched files, the reason a skill is left out, and a listing cut short, in order,
// when the request's skill-file fetches run out.

import { describe, expect, it } from "vitest";
import { judgeSkillItem, judgeWithinBudget } from "../../src/resources/served-skills";
import { sha256Digest } from "../../src/skills/digest";
import { fakeDirectory as context, SKILL_MD } from "../support/fake-directory";

const IDS = ["skill-a", "skill-b", "skill-c", "skill-d"];
const TWO_FILES = Object.fromEntries(IDS.map((id) => [id, { "SKILL.md": SKILL_MD(id), "notes.md": `${id} notes` }]));

describe("served skills", () => {
  it("serve a skill that keeps every rule, with an entry whose digests are the files'", async () => {
    const { from, directory } = context(TWO_FILES, 40);
    const judged = await judgeSkillItem(directory, from, "skill-a");
    expect(judged.served).toBe(true);
    if (!judged.served) return;
    expect(judged.entry.uri).toBe("skill://skill-a/SKILL.md");
    expect(judged.entry.resources.map((file) => file.uri)).toEqual(["skill://skill-a/SKILL.md", "skill://skill-a/notes.md"]);
    expect(judged.entry.resources[1]!.digest).toBe(await sha256Digest(new TextEncoder().encode("skill-a notes")));
  });

  it("leave out a skill whose name differs from its directory, with the reason", async () => {
    const { from, directory } = context({ "skill-a": { "SKILL.md": SKILL_MD("other-name") } }, 40);
    expect(await judgeSkillItem(directory, from, "skill-a")).toMatchObject({
      served: false,
      transient: false,
      reason: expect.stringContaining("other-name"),
    });
  });

  it("judge every skill while the budget lasts", async () => {
    const { from, directory } = context(TWO_FILES, 40);
    const judged = await judgeWithinBudget(directory, from, IDS);
    expect(judged.map((judgement) => judgement.served)).toEqual([true, true, true, true]);
  });

  it("stop, in order, at the first skill the request can no longer fetch", async () => {
    // Two files each: a budget of 5 covers two skills and half of the third.
    const { from, directory } = context(TWO_FILES, 5);
    const judged = await judgeWithinBudget(directory, from, IDS);
    expect(judged).toHaveLength(2);
    expect(judged.every((judgement) => judgement.served)).toBe(true);
    // The next request (a new budget) goes on where this one stopped, and held files cost nothing.
    const next = context(TWO_FILES, 5);
    expect(await judgeWithinBudget(next.directory, next.from, IDS.slice(2))).toHaveLength(2);
  });
});
