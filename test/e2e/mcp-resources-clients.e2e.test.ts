// Real clients read the directory as resources and its Agent Skills through the extension, against wrangler dev:
// the MCP Inspector CLI in both eras (resources/list, resources/templates/list, resources/read, and
// skills/list --verify --require-digests and skills/get --verify, which hash every file and compare every
// frontmatter key), the TypeScript SDK v2 client (resources, completion, and its SkillsClient verifying every
// skill) and SDK v1 on 2025-11-25. Skills are proved on the test catalogue, which has served and left-out ones.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from "@modelcontextprotocol/client";
import { SkillsClient, SkillVerificationError } from "@modelcontextprotocol/client/ext/skills";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as TransportV1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runProcess, type ProcessResult } from "../support/run-process";
import { describeEachTarget, targets } from "./helpers";

const ROOT = resolve(import.meta.dirname, "../..");
const INSPECTOR = join(ROOT, "node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js");
// One Inspector run connects, makes its calls and exits in a few seconds; this only catches a hang.
const INSPECTOR_TIMEOUT_MS = 90_000;
// The Inspector's own connect deadline (15 s by default) is too tight for a loaded 2-core CI machine.
const INSPECTOR_CONNECT_TIMEOUT_MS = 60_000;
const SERVED_SKILLS = ["skill://directory-research/SKILL.md", "skill://search-the-directory/SKILL.md"];
const testCatalogue = targets.find((target) => target.name === "test-catalogue");

/** The Inspector CLI against `url`, with its config files in `home` (never the user's own). */
function inspectorAt(url: string, home: string, args: string[]): Promise<ProcessResult> {
  const env = { HOME: home, MCP_CATALOG_PATH: join(home, "mcp.json"), MCP_CLIENT_CONFIG_PATH: join(home, "client.json") };
  const base = ["--cli", url, "--transport", "http", "--format", "json", "--connect-timeout", String(INSPECTOR_CONNECT_TIMEOUT_MS)];
  return runProcess(process.execPath, [INSPECTOR, ...base, ...args], { timeoutMs: INSPECTOR_TIMEOUT_MS, env, cwd: home });
}

let home: string;
beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), "iam-inspector-resources-"));
});
afterAll(async () => {
  await rm(home, { recursive: true, force: true });
});

interface VerifyReport {
  uri: string;
  outcome: string;
  files: { uri: string; status: string }[];
}

describeEachTarget("resources with real clients on $name", (target) => {
  const url = `${target.base}/mcp`;
  const inspector = (args: string[]) => inspectorAt(url, home, args);

  async function inspectorJson(args: string[]): Promise<Record<string, unknown>> {
    const run = await inspector(args);
    expect(run.code, `${args.join(" ")}\n${run.stderr.slice(-2_000)}`).toBe(0);
    return JSON.parse(run.stdout) as Record<string, unknown>;
  }

  it.each(["legacy", "modern"])(
    "MCP Inspector CLI --protocol-era %s: resources/list, resources/templates/list, resources/read of each kind, and a miss",
    async (era) => {
      const list = (await inspectorJson(["--protocol-era", era, "--method", "resources/list"])).result as {
        resources: { uri: string; name: string }[];
      };
      expect(list.resources.length).toBeGreaterThan(0);
      const templates = (await inspectorJson(["--protocol-era", era, "--method", "resources/templates/list"])).result as {
        resourceTemplates: { uriTemplate: string }[];
      };
      expect(templates.resourceTemplates.map((template) => template.uriTemplate)).toEqual([
        "indexagentica://entries/{id}",
        "indexagentica://content/{type}/{id}",
        "indexagentica://categories/{slug}",
      ]);
      const kinds = ["indexagentica://categories/", "indexagentica://content/", "indexagentica://entries/"];
      for (const prefix of kinds) {
        const uri = list.resources.find((resource) => resource.uri.startsWith(prefix))?.uri;
        if (uri === undefined) continue;
        const read = (await inspectorJson(["--protocol-era", era, "--method", "resources/read", "--uri", uri])).result as {
          contents: { uri: string; mimeType: string; text: string }[];
        };
        expect(read.contents).toHaveLength(1);
        expect(read.contents[0]).toMatchObject({ uri, mimeType: "text/markdown" });
        expect(read.contents[0]!.text.startsWith("# ")).toBe(true);
      }
      const miss = await inspector([
        "--protocol-era",
        era,
        "--method",
        "resources/read",
        "--uri",
        "indexagentica://entries/does-not-exist",
      ]);
      expect(miss.code).not.toBe(0);
      expect(miss.stdout + miss.stderr).toContain("Resource not found");
    },
    INSPECTOR_TIMEOUT_MS * 8,
  );

  it("SDK v2 client, legacy and pinned to 2026-07-28: lists every page, reads each kind, completes a template variable", async () => {
    for (const mode of [undefined, { pin: "2026-07-28" as const }]) {
      const client = new ClientV2({ name: "iam-e2e-resources", version: "1.0.0" }, mode ? { versionNegotiation: { mode } } : {});
      await client.connect(new TransportV2(new URL(url)));
      try {
        expect(client.getServerCapabilities()).toMatchObject({ resources: {}, completions: {} });
        const { resources } = await client.listResources();
        expect(new Set(resources.map((resource) => resource.uri)).size).toBe(resources.length);
        const entry = resources.find((resource) => resource.uri.startsWith("indexagentica://entries/"))!;
        const read = await client.readResource({ uri: entry.uri });
        expect(read.contents[0]).toMatchObject({ uri: entry.uri, mimeType: "text/markdown" });
        const { resourceTemplates } = await client.listResourceTemplates();
        expect(resourceTemplates).toHaveLength(3);
        const prefix = entry.name.slice(0, 3);
        const done = await client.complete({
          ref: { type: "ref/resource", uri: "indexagentica://entries/{id}" },
          argument: { name: "id", value: prefix },
        });
        expect(done.completion.values.length).toBeGreaterThan(0);
        expect(done.completion.values.length).toBeLessThanOrEqual(100);
        expect(done.completion.values[0]!.startsWith(prefix)).toBe(true);
        expect(done.completion).toMatchObject({ total: expect.any(Number), hasMore: expect.any(Boolean) });
      } finally {
        await client.close();
      }
    }
  });

  it("SDK v1 on 2025-11-25: lists every page itself, reads an entry, lists the templates", async () => {
    const client = new ClientV1({ name: "iam-e2e-resources-v1", version: "1.0.0" });
    await client.connect(new TransportV1(new URL(url)));
    try {
      expect(client.getServerCapabilities()).toMatchObject({ resources: {}, completions: {} });
      const uris: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 64; page++) {
        const result = await client.listResources(cursor === undefined ? {} : { cursor });
        uris.push(...result.resources.map((resource) => resource.uri));
        cursor = result.nextCursor;
        if (cursor === undefined) break;
      }
      expect(cursor).toBeUndefined();
      expect(new Set(uris).size).toBe(uris.length);
      const entry = uris.find((uri) => uri.startsWith("indexagentica://entries/"))!;
      const read = await client.readResource({ uri: entry });
      expect(read.contents[0]!.uri).toBe(entry);
      expect((await client.listResourceTemplates()).resourceTemplates).toHaveLength(3);
    } finally {
      await client.close();
    }
  });
});

describe.runIf(testCatalogue !== undefined)("Agent Skills with real verifiers on the test catalogue", () => {
  const url = `${testCatalogue?.base}/mcp`;
  const inspector = (args: string[]) => inspectorAt(url, home, args);

  const reports = (stdout: string): VerifyReport[] =>
    stdout
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as VerifyReport);

  it.each(["legacy", "modern"])(
    "MCP Inspector CLI --protocol-era %s: skills/list --verify --require-digests verifies every served skill and file",
    async (era) => {
      const run = await inspector(["--protocol-era", era, "--method", "skills/list", "--verify", "--require-digests"]);
      expect(run.code, run.stderr.slice(-2_000)).toBe(0);
      const lines = reports(run.stdout);
      expect(lines.map((line) => line.uri).sort()).toEqual(SERVED_SKILLS);
      for (const line of lines) {
        expect(line.outcome, JSON.stringify(line)).toBe("verified");
        expect(line.files.length).toBeGreaterThan(0);
        expect(line.files.every((file) => file.status === "verified")).toBe(true);
      }
      expect(run.stderr).toMatch(/Verified 2 skills and \d+ files: no conformance errors/);
    },
    INSPECTOR_TIMEOUT_MS,
  );

  it(
    "MCP Inspector CLI: skills/get --verify passes for a served skill and fails for a left-out one",
    async () => {
      const served = await inspector(["--method", "skills/get", "--uri", "skill://directory-research/SKILL.md", "--verify"]);
      expect(served.code, served.stderr.slice(-2_000)).toBe(0);
      const [report] = reports(served.stdout);
      expect(report).toMatchObject({ uri: "skill://directory-research/SKILL.md", outcome: "verified" });
      expect(report!.files.length).toBe(7);
      const broken = await inspector(["--method", "skills/get", "--uri", "skill://broken-skill-demo/SKILL.md", "--verify"]);
      expect(broken.code).not.toBe(0);
      expect(broken.stdout + broken.stderr).toContain("not served as an Agent Skill");
    },
    INSPECTOR_TIMEOUT_MS * 2,
  );

  it("SDK v2 SkillsClient, both eras: lists, gets, reads and verifies every file of every skill", async () => {
    for (const mode of [undefined, { pin: "2026-07-28" as const }]) {
      const client = new ClientV2({ name: "iam-e2e-skills", version: "1.0.0" }, mode ? { versionNegotiation: { mode } } : {});
      await client.connect(new TransportV2(new URL(url)));
      try {
        const skills = new SkillsClient(client);
        expect(skills.supported).toBe(true);
        const listing = await skills.list();
        expect(listing.invalid).toEqual([]);
        expect(listing.skills.map((skill) => skill.uri).sort()).toEqual(SERVED_SKILLS);
        if (mode === undefined) expect(listing.ttlMs).toBeUndefined();
        else expect(listing).toMatchObject({ ttlMs: expect.any(Number), cacheScope: "public" });
        for (const skill of listing.skills) {
          const files = skill.resources as { uri: string }[];
          for (const file of files) {
            const got = await skills.read(skill, file.uri);
            expect(got.verified, file.uri).toBe(true);
          }
          expect((await skills.get(skill.uri)).skill).toEqual(skill);
        }
        // The check can fail: a digest that is not the served bytes' is refused.
        const [first] = listing.skills;
        const files = first!.resources as { uri: string; digest: string; size: number }[];
        const tampered = {
          ...first!,
          resources: files.map((file, at) => (at === 0 ? { ...file, digest: `sha256:${"0".repeat(64)}` } : file)),
        };
        const error = await skills.read(tampered, files[0]!.uri).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(SkillVerificationError);
        expect((error as SkillVerificationError).reason).toBe("digest");
      } finally {
        await client.close();
      }
    }
  });
});
