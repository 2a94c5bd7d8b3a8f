// Figures the docs quote are computed here through the real code, and the docs must say exactly that: the size of
// tools/list per revision (docs/tools.md), search answer sizes on the bundled sample (docs/search.md) and the sample's
// counts (docs/data.md). Each lives in a `<!-- figures: NAME:start/end -->` block; when the code changes a figure,
// this test fails and names the block. `UPDATE_DOC_FIGURES=1 npx vitest run test/docs/figures.test.ts` rewrites the
// blocks (then formats the files with Prettier) instead of failing.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../src/catalog/catalogue";
import { sampleLongform, sampleSiteIndex } from "../../src/site/sample";
import { LONGFORM_TYPES, type LongformType } from "../../src/site/types";
import { dispatch } from "../../src/mcp/dispatch";
import { success, type RequestMessage } from "../../src/mcp/jsonrpc";
import { SUPPORTED_PROTOCOL_VERSIONS, type ProtocolVersion } from "../../src/core/server-info";
import { toolsForProtocol } from "../../src/mcp/tool-listing";
import type { AnyTool } from "../../src/tools/definition";
import { invokeTool } from "../../src/tools/registry";
import { searchTool, type SearchOutput, type SearchResultItem } from "../../src/tools/search";
import { PROJECT_ROOT } from "../support/doc-snippets";
import { sampleContext } from "../tools/context";
import { figuresBlock, formatNumber, markdownTable, readDoc, replaceFiguresBlock, tables } from "./markdown";

const UPDATE = process.env.UPDATE_DOC_FIGURES === "1";
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).byteLength;

interface Figures {
  readonly doc: string;
  readonly block: string;
  readonly header: readonly string[];
  /** Right-aligned (numeric) columns. */
  readonly numeric: readonly boolean[];
  rows(): Promise<string[][]>;
}

const catalogue = buildCatalogue(sampleSiteIndex(), sampleLongform());

/** The whole tools/list reply as the server sends it: the dispatcher's result in a JSON-RPC envelope, compact. */
async function toolsListReply(version: ProtocolVersion): Promise<string> {
  const message: RequestMessage = { kind: "request", id: 1, method: "tools/list", params: undefined };
  // tools/list reads no skill file; one that tried would fail here.
  const tools = {
    ...sampleContext(catalogue),
    skillFile: async () => ({ status: "unavailable", detail: "not in this test" }) as const,
    skillFetchesLeft: () => 0,
  };
  const outcome = await dispatch(message, { tools, baseUrl: "http://127.0.0.1:8787", version, facts: {}, dataTtlMs: 600_000 });
  if (!("result" in outcome)) throw new Error(`tools/list failed for ${version}`);
  return JSON.stringify(success(1, outcome.result));
}

/** The part of tools/list clients put in a model's context: each tool's name, description and input schema (every revision). */
function modelFacing(): unknown {
  return toolsForProtocol().map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema }));
}

/** The queries docs/search.md sizes: an entry-heavy phrase, a word on almost every page, a small topic. */
const SIZED_QUERIES = ["browser automation", "mcp", "payments"];

/** The same page if hits carried only the directory page's link (the design the live service's full links replaced). */
function withPageLinkOnly(page: SearchOutput): SearchOutput {
  return {
    ...page,
    results: page.results.map((hit): SearchResultItem => {
      const html = hit.links.html;
      return { ...hit, links: html !== undefined ? { html } : {} };
    }),
  };
}

const FIGURES: readonly Figures[] = [
  {
    doc: "docs/tools.md",
    block: "tools-list",
    header: ["Revision", "`tools/list` reply (bytes)", "names, descriptions, input schemas (bytes)"],
    numeric: [false, true, true],
    async rows() {
      const rows: string[][] = [];
      for (const version of SUPPORTED_PROTOCOL_VERSIONS) {
        const reply = await toolsListReply(version);
        rows.push([version, formatNumber(new TextEncoder().encode(reply).byteLength), formatNumber(bytes(modelFacing()))]);
      }
      return rows;
    },
  },
  {
    doc: "docs/search.md",
    block: "search-pages",
    header: ["Query", "Hits", "On the page", "Answer (bytes)", "With only the page link per hit (bytes)"],
    numeric: [false, true, true, true, true],
    async rows() {
      const rows: string[][] = [];
      for (const query of SIZED_QUERIES) {
        const outcome = (await invokeTool(searchTool as unknown as AnyTool, { query }, sampleContext(catalogue))).outcome;
        if (!outcome.ok) throw new Error(`search ${query}: ${outcome.problem.message}`);
        const page = outcome.value as SearchOutput;
        rows.push([
          `\`${query}\``,
          formatNumber(page.total),
          formatNumber(page.results.length),
          formatNumber(bytes(page)),
          formatNumber(bytes(withPageLinkOnly(page))),
        ]);
      }
      return rows;
    },
  },
  {
    doc: "docs/data.md",
    block: "sample",
    header: ["Entries", "Categories", "Guides", "Comparisons", "Stacks", "Skills"],
    numeric: [true, true, true, true, true, true],
    async rows() {
      const of = (type: LongformType) => formatNumber(catalogue.longform.filter((item) => item.type === type).length);
      expect(LONGFORM_TYPES).toEqual(["guide", "comparison", "stack", "skill"]);
      return [[formatNumber(catalogue.entries.length), formatNumber(catalogue.categories.length), ...LONGFORM_TYPES.map(of)]];
    },
  },
];

describe.each(FIGURES)("figures block $block in $doc", (figures) => {
  it("says what the code computes", async () => {
    const expected = { header: figures.header, rows: await figures.rows() };
    if (UPDATE) {
      const path = join(PROJECT_ROOT, figures.doc);
      const text = replaceFiguresBlock(readDoc(figures.doc), figures.block, markdownTable(expected.header, expected.rows, figures.numeric));
      const options = (await resolveConfig(path)) ?? {};
      writeFileSync(path, await format(text, { ...options, filepath: path }));
    }
    const block = figuresBlock(readDoc(figures.doc), figures.block);
    expect(block, `${figures.doc} has no <!-- figures: ${figures.block}:start/end --> block`).not.toBeNull();
    const found = tables(block!);
    expect(found, `${figures.doc} ${figures.block}: one table`).toHaveLength(1);
    const hint = `${figures.doc} ${figures.block} is stale; regenerate with UPDATE_DOC_FIGURES=1 npx vitest run test/docs/figures.test.ts`;
    expect({ header: found[0]!.header, rows: found[0]!.rows }, hint).toEqual(expected);
  });
});
