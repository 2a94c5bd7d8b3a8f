// Skill files as the Worker holds them (src/catalog/skill-files.ts): fetched byte for byte from the site under
// the data base URL, digested once, held for the catalogue TTL, fetched again after it (a changed file gets a new
// digest), kept while the site fails, and told apart by why they fail: missing (404), too large, or unavailable.

import { beforeEach, describe, expect, it } from "vitest";
import { buildCatalogue } from "../../src/catalog/catalogue";
import { getSkillFile, resetSkillFiles, skillFileUrl } from "../../src/catalog/skill-files";
import type { CatalogueSnapshot } from "../../src/catalog/store";
import { MAX_STALE_MS, type StoreDeps } from "../../src/catalog/store-state";
import { parseConfig } from "../../src/core/config";
import { sampleLongform, sampleSiteIndex } from "../../src/site/sample";
import { MAX_SKILL_FILE_BYTES } from "../../src/skills/rules";

const BASE = "https://site.example";
const config = parseConfig({ DATA_BASE_URL: BASE, CACHE_TTL_SECONDS: "600" });
const live: CatalogueSnapshot = {
  catalogue: buildCatalogue(sampleSiteIndex(), sampleLongform()),
  label: { source: "live", generated: null, fetched_at: null },
};
const sample: CatalogueSnapshot = { ...live, label: { source: "sample", generated: null, fetched_at: null } };

let clock = 0;
let served = new Map<string, Response | (() => Response)>();
const asked: string[] = [];

const deps: StoreDeps = {
  fetcher: async (input) => {
    const url = String(input);
    asked.push(url);
    const answer = served.get(url);
    if (answer === undefined) return new Response("Not Found", { status: 404 });
    return typeof answer === "function" ? answer() : answer.clone();
  },
  cache: null,
  now: () => clock,
  waitUntil: () => undefined,
};

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(bytes)));
  return `sha256:${[...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

beforeEach(() => {
  resetSkillFiles();
  clock = 1_000_000;
  served = new Map();
  asked.length = 0;
});

describe("skill files", () => {
  it("are fetched under DATA_BASE_URL with each path segment encoded, byte for byte, with their digest", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    const url = skillFileUrl(BASE, "demo", "références/été 1.bin");
    expect(url).toBe(`${BASE}/skills/demo/r%C3%A9f%C3%A9rences/%C3%A9t%C3%A9%201.bin`);
    served.set(url, new Response(bytes));
    const file = await getSkillFile(config, deps, live, "demo", "références/été 1.bin");
    expect(file).toEqual({ status: "ok", bytes, digest: await sha256(bytes) });
  });

  it("are held for the catalogue TTL, then fetched again: a changed file gets a new digest", async () => {
    const url = skillFileUrl(BASE, "demo", "SKILL.md");
    served.set(url, new Response("one"));
    const first = await getSkillFile(config, deps, live, "demo", "SKILL.md");
    served.set(url, new Response("two"));
    clock += 599_000;
    expect(await getSkillFile(config, deps, live, "demo", "SKILL.md")).toEqual(first);
    expect(asked).toHaveLength(1);
    clock += 2_000;
    const second = await getSkillFile(config, deps, live, "demo", "SKILL.md");
    expect(asked).toHaveLength(2);
    expect(second).toEqual({ status: "ok", bytes: new TextEncoder().encode("two"), digest: await sha256(new TextEncoder().encode("two")) });
    expect(second.status === "ok" && first.status === "ok" && second.digest !== first.digest).toBe(true);
  });

  it("keep the held copy while the site fails, up to MAX_STALE_MS; then they are unavailable", async () => {
    const url = skillFileUrl(BASE, "demo", "SKILL.md");
    served.set(url, new Response("kept"));
    const held = await getSkillFile(config, deps, live, "demo", "SKILL.md");
    served.set(url, () => new Response("down", { status: 503 }));
    clock += 700_000;
    expect(await getSkillFile(config, deps, live, "demo", "SKILL.md")).toEqual(held);
    clock += MAX_STALE_MS;
    expect(await getSkillFile(config, deps, live, "demo", "SKILL.md")).toMatchObject({ status: "unavailable" });
  });

  it("say missing for a 404, too-large past MAX_SKILL_FILE_BYTES (declared or streamed)", async () => {
    expect(await getSkillFile(config, deps, live, "demo", "gone.md")).toEqual({ status: "missing" });
    served.set(
      skillFileUrl(BASE, "demo", "big.bin"),
      () => new Response(new Uint8Array(MAX_SKILL_FILE_BYTES + 1), { headers: { "content-length": String(MAX_SKILL_FILE_BYTES + 1) } }),
    );
    expect(await getSkillFile(config, deps, live, "demo", "big.bin")).toEqual({ status: "too-large" });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < 5; at++) controller.enqueue(new Uint8Array(MAX_SKILL_FILE_BYTES / 4));
        controller.close();
      },
    });
    served.set(skillFileUrl(BASE, "demo", "streamed.bin"), () => new Response(stream));
    expect(await getSkillFile(config, deps, live, "demo", "streamed.bin")).toEqual({ status: "too-large" });
  });

  it("while only the sample is held: the bundled skill's SKILL.md is its raw text, anything else is unavailable", async () => {
    const file = await getSkillFile(config, deps, sample, "search-the-directory", "SKILL.md");
    expect(file.status).toBe("ok");
    expect(new TextDecoder().decode(file.status === "ok" ? file.bytes : undefined)).toMatch(/^---\nname: search-the-directory\n/);
    expect(await getSkillFile(config, deps, sample, "search-the-directory", "other.md")).toMatchObject({ status: "unavailable" });
    expect(asked).toEqual([]);
  });
});

describe("the request's fetch budget", () => {
  it("stops fetching skill files once spent, while held files still answer", async () => {
    const url = skillFileUrl(BASE, "demo", "SKILL.md");
    served.set(url, new Response("held"));
    const held = await getSkillFile(config, deps, live, "demo", "SKILL.md", { left: () => 1 });
    expect(held.status).toBe("ok");
    const spent = { left: () => 0 };
    expect(await getSkillFile(config, deps, live, "demo", "SKILL.md", spent)).toEqual(held);
    served.set(skillFileUrl(BASE, "demo", "other.md"), new Response("other"));
    expect(await getSkillFile(config, deps, live, "demo", "other.md", spent)).toMatchObject({ status: "unavailable" });
    expect(asked).toEqual([url]);
  });
});
