// resources/list, resources/templates/list, resources/read and completion/complete through the real fetch
// handler over the test site (with its skills), in every revision, every reply checked against the schema of
// the revision it was served under (test/support/mcp-wire.ts).

import { describe, expect, it } from "vitest";
import { SUPPORTED_PROTOCOL_VERSIONS } from "../../src/core/server-info";
import { SERVER_CAPABILITIES } from "../../src/mcp/capabilities";
import { RESOURCE_TEMPLATES } from "../../src/resources/templates";
import type { Revision } from "../support/mcp-schemas";
import { McpWire, type Reply } from "../support/mcp-wire";
import { callWorker, failingSiteUrl } from "../support/worker";

const BASE = "http://127.0.0.1:8787";

function wire(vars: Record<string, string> = {}): McpWire {
  return new McpWire((request) => callWorker(request, vars), BASE);
}

const mcp = wire();
const REVISIONS = SUPPORTED_PROTOCOL_VERSIONS as readonly Revision[];

/** One request of `method` under `version`, in that era's form. */
function send(target: McpWire, version: Revision, method: string, params: Record<string, unknown> = {}): Promise<Reply> {
  return version === "2026-07-28" ? target.modern(method, params) : target.legacy(method, params, version);
}

async function listAll(version: Revision): Promise<Record<string, unknown>[]> {
  const all: Record<string, unknown>[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const reply = await send(mcp, version, "resources/list", cursor === undefined ? {} : { cursor });
    expect(reply.status, reply.text).toBe(200);
    all.push(...reply.body.result.resources);
    cursor = reply.body.result.nextCursor;
    if (cursor === undefined) return all;
  }
  throw new Error("resources/list did not end within 20 pages");
}

describe("capabilities", () => {
  it("are the same object in server/discover and every initialize", async () => {
    const discover = await mcp.modern("server/discover");
    expect(discover.body.result.capabilities).toEqual(SERVER_CAPABILITIES);
    for (const version of REVISIONS.filter((v) => v !== "2026-07-28")) {
      const init = await mcp.legacy(
        "initialize",
        { protocolVersion: version, capabilities: {}, clientInfo: { name: "t", version: "1" } },
        version,
      );
      expect(init.body.result.capabilities).toEqual(SERVER_CAPABILITIES);
    }
    expect(Object.keys(SERVER_CAPABILITIES).sort()).toEqual(["completions", "extensions", "prompts", "resources", "tools"]);
  });
});

describe("resources/list", () => {
  it.each(REVISIONS)("%s: every category, long-form item, entry and served SKILL.md once, first page non-empty", async (version) => {
    const first = await send(mcp, version, "resources/list");
    expect(first.body.result.resources.length).toBeGreaterThan(0);
    const all = await listAll(version);
    const uris = all.map((resource) => resource.uri as string);
    expect(new Set(uris).size).toBe(uris.length);
    expect(uris).toContain("indexagentica://entries/x402");
    expect(uris).toContain("indexagentica://categories/finance-payments");
    expect(uris).toContain("indexagentica://content/guide/automate-a-browser-with-playwright-mcp");
    expect(uris).toContain("indexagentica://content/skill/broken-skill-demo");
    // Served skills list their SKILL.md; left-out ones do not.
    expect(uris).toContain("skill://directory-research/SKILL.md");
    expect(uris).not.toContain("skill://broken-skill-demo/SKILL.md");
    const entry = all.find((resource) => resource.uri === "indexagentica://entries/x402")!;
    expect(entry).toMatchObject({ name: "x402", mimeType: "text/markdown" });
    expect(entry).not.toHaveProperty("size");
    if (version === "2025-03-26") {
      for (const resource of all) {
        expect(resource).not.toHaveProperty("title");
        expect(resource).not.toHaveProperty("_meta");
        expect(resource.annotations).not.toHaveProperty("lastModified");
      }
    } else {
      expect(entry.title).toBe("x402");
    }
  });

  it("2026-07-28: complete, signed, with caching hints and the data label beside serverInfo", async () => {
    const reply = await mcp.modern("resources/list");
    expect(reply.body.result).toMatchObject({ resultType: "complete", ttlMs: expect.any(Number), cacheScope: "public" });
    expect(Object.keys(reply.body.result._meta).sort()).toEqual(["com.indexagentica/data", "io.modelcontextprotocol/serverInfo"]);
    const legacy = await mcp.legacy("resources/list", {}, "2025-11-25");
    expect(legacy.body.result).not.toHaveProperty("ttlMs");
    expect(legacy.body.result).not.toHaveProperty("resultType");
  });

  it("refuses a cursor it did not issue with -32602", async () => {
    for (const version of REVISIONS) {
      const reply = await send(mcp, version, "resources/list", { cursor: "not-ours" });
      expect(reply.body.error.code).toBe(-32602);
      expect(reply.body.error.data).toEqual({ cursor: "not-ours" });
    }
  });
});

describe("resources/templates/list", () => {
  it.each(REVISIONS)("%s: the three templates, one page", async (version) => {
    const reply = await send(mcp, version, "resources/templates/list");
    const templates = reply.body.result.resourceTemplates as Record<string, unknown>[];
    expect(templates.map((template) => template.uriTemplate)).toEqual(RESOURCE_TEMPLATES.map((template) => template.uriTemplate));
    for (const template of templates) expect("title" in template).toBe(version !== "2025-03-26");
    const paged = await send(mcp, version, "resources/templates/list", { cursor: "x" });
    expect(paged.body.error.code).toBe(-32602);
  });
});

describe("resources/read", () => {
  it.each(REVISIONS)("%s: an entry, a long-form page and a category as markdown, the URI echoed", async (version) => {
    for (const [uri, heading] of [
      ["indexagentica://entries/x402", "# x402"],
      ["indexagentica://content/guide/automate-a-browser-with-playwright-mcp", "# "],
      ["indexagentica://categories/finance-payments", "# "],
    ] as const) {
      const reply = await send(mcp, version, "resources/read", { uri });
      expect(reply.status, reply.text).toBe(200);
      const [content, ...rest] = reply.body.result.contents;
      expect(rest).toEqual([]);
      expect(content).toMatchObject({ uri, mimeType: "text/markdown" });
      expect(content.text.startsWith(heading)).toBe(true);
      if (version === "2025-03-26") expect(content).not.toHaveProperty("_meta");
      else expect(content._meta["com.indexagentica/data"].source).toBe("live");
    }
  });

  it("says on a skill page whether it is served, and why not", async () => {
    const served = await mcp.modern("resources/read", { uri: "indexagentica://content/skill/directory-research" });
    expect(served.body.result.contents[0]._meta["com.indexagentica/skill"]).toEqual({
      uri: "skill://directory-research/SKILL.md",
      served: true,
    });
    const broken = await mcp.modern("resources/read", { uri: "indexagentica://content/skill/broken-skill-demo" });
    const skill = broken.body.result.contents[0]._meta["com.indexagentica/skill"];
    expect(skill).toMatchObject({ served: false, reason: expect.stringContaining("name") });
  });

  it.each(REVISIONS)("%s: an unknown URI is -32602 with data.uri, never empty contents", async (version) => {
    for (const uri of [
      "indexagentica://entries/x-402",
      "test://nonexistent-resource-for-conformance-testing",
      "indexagentica://entries/",
    ]) {
      const reply = await send(mcp, version, "resources/read", { uri });
      expect(reply.status).toBe(200);
      expect(reply.body.error.code, reply.text).toBe(-32602);
      expect(reply.body.error.data.uri).toBe(uri);
    }
    const typo = await send(mcp, version, "resources/read", { uri: "indexagentica://entries/x-402" });
    expect(typo.body.error.data.suggestions).toContain("indexagentica://entries/x402");
  });

  it("a missing params.uri is -32602", async () => {
    const reply = await mcp.legacy("resources/read", {}, "2025-11-25");
    expect(reply.body.error.code).toBe(-32602);
  });

  it("while only the bundled sample is held, an id it lacks is -32603 (the site may have it); one it has is read", async () => {
    const down = wire({ DATA_BASE_URL: await failingSiteUrl("resources-down") });
    const miss = await down.legacy("resources/read", { uri: "indexagentica://entries/test-site-extra-entry" }, "2025-11-25");
    expect(miss.body.error.code, miss.text).toBe(-32603);
    expect(miss.body.error.data).toEqual({ uri: "indexagentica://entries/test-site-extra-entry", source: "sample" });
    const hit = await down.legacy("resources/read", { uri: "indexagentica://entries/x402" }, "2025-11-25");
    expect(hit.body.result.contents[0]._meta["com.indexagentica/data"].source).toBe("sample");
    // A malformed URI stays "not found" in any mode.
    const bad = await down.legacy("resources/read", { uri: "test://nothing" }, "2025-11-25");
    expect(bad.body.error.code).toBe(-32602);
    // Skills: the bundled one is served from its own SKILL.md; one the sample lacks is an outage, not a miss.
    const skills = await down.modern("skills/list");
    expect(skills.body.result.skills.map((skill: { uri: string }) => skill.uri)).toEqual(["skill://search-the-directory/SKILL.md"]);
    expect(skills.body.result.ttlMs).toBeLessThan(600_000);
    const lacking = await down.modern("skills/get", { uri: "skill://directory-research/SKILL.md" });
    expect(lacking.body.error).toMatchObject({ code: -32603, data: { uri: "skill://directory-research/SKILL.md", source: "sample" } });
  });
});

describe("completion/complete", () => {
  const ask = (version: Revision, ref: Record<string, unknown>, argument: Record<string, unknown>) =>
    send(mcp, version, "completion/complete", { ref, argument });

  it.each(REVISIONS)("%s: entry ids by prefix, types, categories; total and hasMore always", async (version) => {
    const ids = await ask(version, { type: "ref/resource", uri: "indexagentica://entries/{id}" }, { name: "id", value: "x40" });
    expect(ids.body.result.completion.values[0]).toBe("x402");
    expect(ids.body.result.completion).toMatchObject({ total: expect.any(Number), hasMore: expect.any(Boolean) });
    const types = await ask(version, { type: "ref/resource", uri: "indexagentica://content/{type}/{id}" }, { name: "type", value: "gu" });
    expect(types.body.result.completion.values).toEqual(["guide"]);
    const slugs = await ask(version, { type: "ref/resource", uri: "indexagentica://categories/{slug}" }, { name: "slug", value: "financ" });
    expect(slugs.body.result.completion.values[0]).toBe("finance-payments");
  });

  it("ranks typos through did-you-mean", async () => {
    const reply = await ask("2026-07-28", { type: "ref/resource", uri: "indexagentica://entries/{id}" }, { name: "id", value: "x4O2" });
    expect(reply.body.result).toMatchObject({ resultType: "complete" });
    expect(reply.body.result.completion.values).toContain("x402");
  });

  it("refuses unknown prompts, templates and variables with -32602", async () => {
    for (const [ref, argument] of [
      [
        { type: "ref/prompt", name: "test_prompt_with_arguments" },
        { name: "arg1", value: "" },
      ],
      [
        { type: "ref/resource", uri: "indexagentica://people/{id}" },
        { name: "id", value: "" },
      ],
      [
        { type: "ref/resource", uri: "indexagentica://entries/{id}" },
        { name: "slug", value: "" },
      ],
      [{ type: "ref/resource", uri: "indexagentica://entries/{id}" }, { name: "id" }],
    ] as const) {
      const reply = await ask("2025-11-25", ref, argument);
      expect(reply.body.error.code, reply.text).toBe(-32602);
    }
  });
});
