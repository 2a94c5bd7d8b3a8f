// A directory context over skills held in memory, for unit tests of serving and listing skills: each fetch of a
// file not yet fetched spends one of the request's budget, as the Worker's own context does.

import { buildCatalogue } from "../../src/catalog/catalogue";
import type { CatalogueSnapshot } from "../../src/catalog/store";
import { fail, ok } from "../../src/core/problem";
import type { DirectoryContext } from "../../src/resources/context";
import { sampleSiteIndex } from "../../src/site/sample";
import type { LongformItem, LongformSummary } from "../../src/site/types";
import { sha256Digest } from "../../src/skills/digest";
import type { FetchedFile } from "../../src/skills/rules";

export const SKILL_MD = (name: string) => `---\nname: ${name}\ndescription: Does ${name} things.\n---\n\n# ${name}\n`;

function summary(id: string): LongformSummary {
  return { type: "skill", id, title: id, summary: `About ${id}.`, tags: [], entries: [], links: {} };
}

function item(id: string, files: string[]): LongformItem {
  return { ...summary(id), markdown: `# ${id}`, skill: { files: files.map((path) => ({ path })) } };
}

/** A context over `files` (id → path → text); each fetch of a file not yet held spends one of `budget`. */
export function fakeDirectory(files: Record<string, Record<string, string>>, budget: number) {
  let left = budget;
  const held = new Set<string>();
  const from: CatalogueSnapshot = {
    catalogue: buildCatalogue(sampleSiteIndex(), Object.keys(files).map(summary)),
    label: { source: "live", generated: null, fetched_at: null },
  };
  const directory: DirectoryContext = {
    catalogue: async () => ok(from),
    longformItem: async (_from, _type, id) =>
      files[id] === undefined ? fail("not_found", `no skill ${id}`) : ok({ item: item(id, Object.keys(files[id]!)), label: from.label }),
    fullEntry: async () => ok(undefined),
    skillFetchesLeft: () => left,
    skillFile: async (_from, id, path): Promise<FetchedFile> => {
      const key = `${id}/${path}`;
      if (!held.has(key)) {
        if (left <= 0) return { status: "unavailable", detail: "budget" };
        left -= 1;
        held.add(key);
      }
      const text = files[id]?.[path];
      if (text === undefined) return { status: "missing" };
      const bytes = new TextEncoder().encode(text);
      return { status: "ok", bytes, digest: await sha256Digest(bytes) };
    },
  };
  return { from, directory };
}
