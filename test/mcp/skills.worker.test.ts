// The Agent Skills extension through the real fetch handler over the test site: skills/list and skills/get in
// every revision, and every listed file read back with resources/read, its bytes hashed here and compared with
// the digest and size the listing advertised. Left-out skills (bad name, YAML list, oversized file, missing file)
// are absent from the list and answer -32602 with their reason.

import { describe, expect, it } from "vitest";
import { SUPPORTED_PROTOCOL_VERSIONS } from "../../src/core/server-info";
import type { Revision } from "../support/mcp-schemas";
import { McpWire, type Reply } from "../support/mcp-wire";
import { callWorker, isolatedSiteUrl } from "../support/worker";

const mcp = new McpWire((request) => callWorker(request), "http://127.0.0.1:8787");
const REVISIONS = SUPPORTED_PROTOCOL_VERSIONS as readonly Revision[];

function send(version: Revision, method: string, params: Record<string, unknown> = {}): Promise<Reply> {
  return version === "2026-07-28" ? mcp.modern(method, params) : mcp.legacy(method, params, version);
}

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `sha256:${[...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

function bytesOf(content: { text?: string; blob?: string }): Uint8Array {
  if (content.text !== undefined) return new TextEncoder().encode(content.text);
  return Uint8Array.from(atob(content.blob!), (char) => char.charCodeAt(0));
}

interface Entry {
  uri: string;
  frontmatter: Record<string, unknown>;
  resources: { uri: string; digest: string; size: number }[];
  _meta: Record<string, Record<string, unknown>>;
}

describe("skills/list", () => {
  it.each(REVISIONS)(
    "%s: the served skills only, each file's digest and size those of the bytes resources/read serves",
    async (version) => {
      const reply = await send(version, "skills/list");
      expect(reply.status, reply.text).toBe(200);
      const skills = reply.body.result.skills as Entry[];
      expect(skills.map((skill) => skill.uri).sort()).toEqual([
        "skill://directory-research/SKILL.md",
        "skill://search-the-directory/SKILL.md",
      ]);
      if (version === "2026-07-28")
        expect(reply.body.result).toMatchObject({ ttlMs: expect.any(Number), cacheScope: "public", resultType: "complete" });
      else expect(reply.body.result).not.toHaveProperty("ttlMs");
      for (const skill of skills) {
        expect(skill.resources[0]!.uri).toBe(skill.uri);
        const name = skill.uri.split("/")[2];
        expect(skill.frontmatter.name).toBe(name);
        expect(skill._meta["com.indexagentica/provenance"]!.resource).toBe(`indexagentica://content/skill/${name}`);
        for (const file of skill.resources) {
          const read = await send(version, "resources/read", { uri: file.uri });
          expect(read.status, read.text).toBe(200);
          const bytes = bytesOf(read.body.result.contents[0]);
          expect(bytes.byteLength, file.uri).toBe(file.size);
          expect(await sha256(bytes), file.uri).toBe(file.digest);
        }
      }
    },
  );

  it("serves a multi-file skill byte for byte: nested paths, non-ASCII names and text, CRLF, a binary file as a blob", async () => {
    const skills = (await mcp.modern("skills/list")).body.result.skills as Entry[];
    const research = skills.find((skill) => skill.uri === "skill://directory-research/SKILL.md")!;
    const uris = research.resources.map((file) => file.uri);
    expect(uris).toContain("skill://directory-research/references/glossaire-%C3%A9t%C3%A9.md");
    expect(uris).toContain("skill://directory-research/scripts/helpers/rank.py");
    const png = (await mcp.modern("resources/read", { uri: "skill://directory-research/assets/flow.png" })).body.result.contents[0];
    expect(png).toMatchObject({ mimeType: "image/png", blob: expect.any(String) });
    expect(png).not.toHaveProperty("text");
    const crlf = (await mcp.modern("resources/read", { uri: "skill://directory-research/notes/windows.txt" })).body.result.contents[0];
    expect(crlf.text).toBe("Written on Windows.\r\nCRLF line ends are kept byte for byte.\r\nNo final newline.");
    const glossary = research.resources.find((file) => file.uri.includes("glossaire"))!;
    const text = (await mcp.modern("resources/read", { uri: glossary.uri })).body.result.contents[0].text as string;
    expect(text).toContain("日本語");
    expect(glossary.size).toBeGreaterThan(text.length);
  });

  it("gives the frontmatter as the file has it (typed values, key order), not the site's all-string copy", async () => {
    const skills = (await mcp.legacy("skills/list", {}, "2025-11-25")).body.result.skills as Entry[];
    const research = skills.find((skill) => skill.uri === "skill://directory-research/SKILL.md")!;
    expect(Object.keys(research.frontmatter)).toEqual(["name", "description", "license", "compatibility", "metadata"]);
    expect(research.frontmatter.metadata).toMatchObject({ version: "1.0", author: "Test Curator" });
  });
});

describe("skills/get", () => {
  it.each(REVISIONS)("%s: one skill by its SKILL.md URI, the same entry skills/list gives", async (version) => {
    const uri = "skill://directory-research/SKILL.md";
    const listed = ((await send(version, "skills/list")).body.result.skills as Entry[]).find((skill) => skill.uri === uri);
    const reply = await send(version, "skills/get", { uri });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.result.skill).toEqual(listed);
  });

  it("answers -32602 with the reason for a left-out skill, and for an unknown one or a file other than SKILL.md", async () => {
    const broken = await mcp.modern("skills/get", { uri: "skill://broken-skill-demo/SKILL.md" });
    expect(broken.body.error.code).toBe(-32602);
    expect(broken.body.error.data).toMatchObject({ uri: "skill://broken-skill-demo/SKILL.md", reason: expect.stringContaining("name") });
    for (const uri of ["skill://no-such-skill/SKILL.md", "skill://directory-research/scripts/find.sh", "https://example.com/SKILL.md"]) {
      const reply = await mcp.modern("skills/get", { uri });
      expect(reply.body.error.code, uri).toBe(-32602);
      expect(reply.body.error.data.uri).toBe(uri);
    }
  });

  it("answers -32602 for the files of a left-out skill and for a file a served skill does not list", async () => {
    for (const uri of ["skill://missing-file-demo/SKILL.md", "skill://directory-research/not-listed.md", "skill://directory-research"]) {
      const reply = await mcp.legacy("resources/read", { uri }, "2025-11-25");
      expect(reply.body.error.code, uri).toBe(-32602);
      expect(reply.body.error.data.uri).toBe(uri);
    }
  });
});

describe("when the site fails to serve skill files", () => {
  it("lists no skill it cannot verify, answers -32603 for them (not -32602), and serves them once the site is back", async () => {
    const base = isolatedSiteUrl("skill-files");
    const site = new McpWire((request) => callWorker(request, { DATA_BASE_URL: base }), "http://127.0.0.1:8787");
    const control = (faults: unknown[]) => fetch(`${base}/__control`, { method: "POST", body: JSON.stringify({ faults }) });
    expect((await control([{ match: "skill-file", mode: "status-500" }])).status).toBe(200);
    const list = await site.modern("skills/list");
    expect(list.status).toBe(200);
    expect(list.body.result.skills).toEqual([]);
    const get = await site.modern("skills/get", { uri: "skill://directory-research/SKILL.md" });
    expect(get.body.error.code).toBe(-32603);
    const read = await site.legacy("resources/read", { uri: "skill://directory-research/SKILL.md" }, "2025-11-25");
    expect(read.body.error.code).toBe(-32603);
    // The page of the skill still reads, saying why it is not served now.
    const page = await site.legacy("resources/read", { uri: "indexagentica://content/skill/directory-research" }, "2025-11-25");
    expect(page.body.result.contents[0]._meta["com.indexagentica/skill"]).toMatchObject({ served: false });
    expect((await control([])).status).toBe(200);
    const back = await site.modern("skills/list");
    expect((back.body.result.skills as Entry[]).map((skill) => skill.uri).sort()).toEqual([
      "skill://directory-research/SKILL.md",
      "skill://search-the-directory/SKILL.md",
    ]);
  });
});
