// Markdown renderings of entries, long-form items and categories: the fixed layouts of design §6, written out by
// hand for small inputs; fields left out when absent; one-line fields cannot break the layout; the sample's
// and (when present) the real copy's items all render with what makes each type useful.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../src/catalog/catalogue";
import { sampleItem, sampleLongform, sampleSiteIndex } from "../../src/site/sample";
import { LONGFORM_ROUTES, type Category, type Entry, type LongformItem } from "../../src/site/types";
import { validateLongformItem } from "../../src/site/validate";
import { DATA_LINE } from "../../src/resources/markdown";
import { renderEntry, type EntryLookup } from "../../src/resources/render-entry";
import { categoryEntries, renderCategory, renderLongform } from "../../src/resources/render-pages";
import { realSiteDir } from "../../scripts/lib/shared-dir.mjs";

const FULL: Entry = {
  id: "x402",
  name: "x402",
  category: "protocols",
  summary: "Open standard for payments over HTTP 402.",
  description: "Server middleware declares prices per route.\n\nClients pay and retry.",
  url: "https://x402.org",
  repo: "https://github.com/x402-foundation/x402",
  docs: "https://docs.x402.org",
  tags: ["payments", "http-402"],
  license: "Apache-2.0",
  pricing: "open-source",
  status: "active",
  agent_access: { llms_txt: "https://docs.x402.org/llms.txt", auth: "none" },
  related: ["cdp-x402", "not-in-this-copy", "Bad Id"],
  sources: ["https://x402.org"],
  added: "2026-10-01",
  updated: "2026-10-02",
  last_verified: "2026-10-03",
  longform: [{ type: "guide", id: "pay-for-an-api-with-x402", title: "Pay for an API with x402", url: "u", json: "j" }],
  links: { html: "https://indexagentica.com/entries/x402/" },
};
const OTHER: Entry = { id: "cdp-x402", name: "CDP x402", category: "protocols", summary: "Facilitator.", url: "https://cdp" };
const PROTOCOLS: Category = { slug: "protocols", name: "Protocols", description: "Open standards.", count: 2, html: "", json: "" };
const LOOKUP: EntryLookup = {
  siteUrl: "https://indexagentica.com",
  entryById: new Map([
    [FULL.id, FULL],
    [OTHER.id, OTHER],
  ]),
  categoryBySlug: new Map([[PROTOCOLS.slug, PROTOCOLS]]),
};

describe("renderEntry", () => {
  it("writes the fixed layout", () => {
    expect(renderEntry(LOOKUP, FULL)).toBe(
      [
        "# x402",
        "",
        "> Open standard for payments over HTTP 402.",
        "",
        "- id: `x402` · category: Protocols (`protocols`)",
        "- status: active · pricing: open-source · license: Apache-2.0",
        "- website: https://x402.org",
        "- repository: https://github.com/x402-foundation/x402",
        "- docs: https://docs.x402.org",
        "- llms.txt: https://docs.x402.org/llms.txt",
        "- auth: none",
        "- tags: payments, http-402",
        "- added 2026-10-01 · updated 2026-10-02 · verified 2026-10-03",
        "",
        "## Description",
        "",
        "Server middleware declares prices per route.",
        "",
        "Clients pay and retry.",
        "",
        "## Related",
        "",
        "- CDP x402 (`cdp-x402`): indexagentica://entries/cdp-x402",
        "- `not-in-this-copy`: indexagentica://entries/not-in-this-copy",
        "",
        "## Covered in",
        "",
        "- Pay for an API with x402 (guide): indexagentica://content/guide/pay-for-an-api-with-x402",
        "",
        "## Sources",
        "",
        "- https://x402.org",
        "",
        "Directory page: https://indexagentica.com/entries/x402/",
        DATA_LINE,
        "",
      ].join("\n"),
    );
  });

  it("leaves out what an entry does not have, and links its page from the site's origin", () => {
    expect(renderEntry(LOOKUP, { ...OTHER, category: "unknown-category" })).toBe(
      [
        "# CDP x402",
        "",
        "> Facilitator.",
        "",
        "- id: `cdp-x402` · category: `unknown-category`",
        "- website: https://cdp",
        "",
        "Directory page: https://indexagentica.com/entries/cdp-x402/",
        DATA_LINE,
        "",
      ].join("\n"),
    );
  });

  it("keeps one-line fields on one line, so data cannot add headings", () => {
    const text = renderEntry(LOOKUP, { ...OTHER, name: "Evil\n## Injected", summary: "a\n\n# b", tags: ["x\ny"] });
    expect(text).toContain("# Evil ## Injected\n");
    expect(text).toContain("> a # b\n");
    expect(text.split("\n").filter((line) => line.startsWith("#"))).toEqual(["# Evil ## Injected"]);
  });

  it("is deterministic", () => {
    expect(renderEntry(LOOKUP, FULL)).toBe(renderEntry(LOOKUP, structuredClone(FULL)));
  });
});

const sample = buildCatalogue(sampleSiteIndex(), sampleLongform());

describe("renderLongform", () => {
  it("writes the facts line and the body whole", () => {
    const guide = sampleItem("guide", "automate-a-browser-with-playwright-mcp")!;
    const text = renderLongform(guide);
    expect(text.startsWith(`# ${guide.title}\n\n> ${guide.summary}\n\n- guide · by ${guide.author} · published ${guide.published}`)).toBe(
      true,
    );
    expect(text).toContain(guide.markdown.trim());
    expect(text.endsWith(`Page: ${guide.links.html}\n${DATA_LINE}\n`)).toBe(true);
  });

  it("adds a comparison's table, escaping pipes, and its verdict", () => {
    const item = {
      ...sampleItem("comparison", "code-sandboxes-for-agents")!,
      markdown: "Body.",
      comparison: {
        criteria: ["Price", "Notes"],
        table: [
          { entry: "a", name: "A", values: { Price: "$1 | month", Notes: "line\nbreak" } },
          { entry: "b", name: "B", values: { Price: 2 } },
        ],
        verdict: "Pick A.",
      },
    } as LongformItem;
    expect(renderLongform(item)).toContain(
      [
        "| Criterion | A | B |",
        "| --- | --- | --- |",
        "| Price | $1 \\| month | 2 |",
        "| Notes | line break |  |",
        "",
        "**Verdict:** Pick A.",
        "",
        "Body.",
      ].join("\n"),
    );
  });

  it("adds a stack's use case and components with their URIs", () => {
    const item = {
      ...sampleItem("stack", "agent-that-pays-for-apis")!,
      markdown: "Body.",
      stack: { use_case: "Pay.", components: [{ role: "Rail", entry: "x402", name: "x402", why: "Open." }, { name: "Loose" }] },
    } as LongformItem;
    expect(renderLongform(item)).toContain(
      [
        "Use case: Pay.",
        "",
        "## Components",
        "",
        "- **Rail**: x402 (`x402`, indexagentica://entries/x402). Open.",
        "- Loose",
        "",
        "Body.",
      ].join("\n"),
    );
  });

  it("says how to get a skill, or why it is not served", () => {
    const skill = sampleItem("skill", "search-the-directory")!;
    expect(renderLongform(skill, { served: true, uri: "skill://search-the-directory/SKILL.md" })).toContain(
      "Install as an Agent Skill: skills/get skill://search-the-directory/SKILL.md\nZip: https://indexagentica.com/skills/search-the-directory.zip",
    );
    expect(renderLongform(skill, { served: false, reason: 'SKILL.md frontmatter: name "X" differs' })).toContain(
      'Not served as an Agent Skill here: SKILL.md frontmatter: name "X" differs\nZip: ',
    );
  });

  it("renders every sample item, each ending with the data line", () => {
    for (const summary of sample.longform) {
      const item = sampleItem(summary.type, summary.id)!;
      const text = renderLongform(item);
      expect(text.endsWith(`${DATA_LINE}\n`)).toBe(true);
      if (item.type === "comparison") expect(text).toContain("| Criterion |");
      if (item.type === "stack") expect(text).toContain("## Components");
    }
  });
});

describe("renderCategory", () => {
  it("lists every entry of the category in index order, one line each", () => {
    const source = {
      siteUrl: "https://indexagentica.com",
      entries: [FULL, { ...OTHER, category: "apis" }, { ...OTHER, id: "b", name: "B" }],
    };
    expect(renderCategory(source, PROTOCOLS)).toBe(
      [
        "# Protocols",
        "",
        "> Open standards.",
        "",
        "2 entries",
        "",
        "- **x402** (`x402`): Open standard for payments over HTTP 402. — indexagentica://entries/x402",
        "- **B** (`b`): Facilitator. — indexagentica://entries/b",
        "",
        "Category page: https://indexagentica.com/categories/protocols/",
        DATA_LINE,
        "",
      ].join("\n"),
    );
    expect(renderCategory(source, { ...PROTOCOLS, slug: "apis" })).toContain("\n1 entry\n");
  });

  it("groups the sample's entries by category, every entry once", () => {
    const grouped = sample.categories.flatMap((category) => categoryEntries(sample, category.slug).map((entry) => entry.id));
    expect(grouped.sort()).toEqual(sample.entries.map((entry) => entry.id).sort());
  });
});

// The real site copy is an optional extra (test/support/global-shared.ts prints one line when it is absent).
const site = realSiteDir();
describe.skipIf(site === null)("the real site copy", () => {
  it("renders every long-form item with its type's parts", () => {
    for (const [type, route] of Object.entries(LONGFORM_ROUTES)) {
      const dir = join(site!, "api", "longform", route);
      for (const name of readdirSync(dir).filter((file) => file.endsWith(".json"))) {
        const checked = validateLongformItem(
          JSON.parse(readFileSync(join(dir, name), "utf8")),
          type as LongformItem["type"],
          name.slice(0, -5),
        );
        expect(checked.ok).toBe(true);
        if (!checked.ok) continue;
        const text = renderLongform(checked.value);
        expect(text).toContain(checked.value.markdown.trim().slice(0, 200));
        const comparison = checked.value.comparison as { criteria?: string[] } | undefined;
        for (const criterion of comparison?.criteria ?? []) expect(text).toContain(`| ${criterion} |`);
      }
    }
  });
});
