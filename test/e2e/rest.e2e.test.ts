// The REST API end to end, against every target (the test catalogue, the real site copy, or BASE=).

import { expect, it } from "vitest";
import { describeEachTarget, getJson } from "./helpers";

interface SearchBody {
  total: number;
  results: { id: string; type: string; name: string; score: number }[];
  next_offset: number | null;
  data: { source: string };
}

describeEachTarget("REST on $name", (target) => {
  const url = (path: string) => `${target.base}${path}`;

  it("describes itself at / with links to the MCP endpoint and OpenAPI", async () => {
    const { status, body } = await getJson<{
      mcp: { url: string; endpoint: string; tools: string[] };
      rest: { entry: string };
      openapi: string;
      endpoints: unknown[];
    }>(url("/"));
    expect(status).toBe(200);
    expect(body.mcp.url).toMatch(/\/mcp$/);
    expect(body.mcp.endpoint).toBe(body.mcp.url);
    expect(body.mcp.tools).toEqual(["search", "get_entry", "get_content", "list_categories"]);
    expect(body.rest.entry).toMatch(/\/entries\/\{id\}$/);
    expect(body.openapi).toMatch(/\/openapi\.json$/);
    expect(body.endpoints.length).toBeGreaterThan(5);
  });

  it("answers /health", async () => {
    const { status, body } = await getJson<{ ok: boolean; status: string }>(url("/health"));
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.status).toBe("ok");
  });

  it("lists entries, and every listed id is fetchable (both URL styles)", async () => {
    const list = await getJson<{ total: number; ids: string[]; data: { source: string } }>(url("/entries"));
    expect(list.status).toBe(200);
    expect(list.body.ids.length).toBe(list.body.total);
    expect(list.body.total).toBeGreaterThan(0);
    if (target.local) expect(list.body.data.source).toBe("live");
    if (target.name === "test-catalogue") expect(list.body.ids).toContain("test-site-only");
    const id = list.body.ids[Math.floor(list.body.ids.length / 2)]!;
    // The entry itself at the top level, as the live service answers.
    const one = await getJson<{ id: string; name: string }>(url(`/entries/${id}`));
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(id);
    const viaJson = await getJson<{ id: string }>(url(`/entries/${id}.json`));
    expect(viaJson.body.id).toBe(id);

    const byName = await getJson<SearchBody>(url(`/search?q=${encodeURIComponent(one.body.name)}&limit=5`));
    expect(byName.status).toBe(200);
    expect(byName.body.results.map((r) => r.id)).toContain(id);
  });

  it("searches with filters, paging and a data label", async () => {
    const cats = await getJson<{ categories: { slug: string; count: number }[]; total: number }>(url("/categories"));
    expect(cats.status).toBe(200);
    const entries = await getJson<{ total: number }>(url("/entries"));
    expect(cats.body.categories.reduce((sum, c) => sum + c.count, 0)).toBe(entries.body.total);
    const category = cats.body.categories[0]!.slug;

    const page1 = await getJson<SearchBody>(url(`/search?q=agent&limit=2`));
    expect(page1.status).toBe(200);
    expect(page1.body.results.length).toBeLessThanOrEqual(2);
    if (page1.body.total > 2) {
      expect(page1.body.next_offset).toBe(2);
      const page2 = await getJson<SearchBody>(url(`/search?q=agent&limit=2&offset=2`));
      expect(page2.body.results[0]!.id).not.toBe(page1.body.results[0]!.id);
    }
    const filtered = await getJson<SearchBody & { category: string }>(url(`/search?q=a&type=entry&category=${category}`));
    expect(filtered.status).toBe(200);
    expect(filtered.body.category).toBe(category);
    for (const hit of filtered.body.results) expect(hit.type).toBe("entry");
  });

  it("serves each published long-form type over REST", async () => {
    const list = await getJson<{ items: { type: string; id: string }[] }>(url("/content"));
    expect(list.status).toBe(200);
    const seen = new Set<string>();
    for (const item of list.body.items) {
      if (seen.has(item.type)) continue;
      seen.add(item.type);
      // The item itself at the top level, as the live service answers.
      const one = await getJson<{ id: string; type: string; markdown: string }>(url(`/content/${item.type}/${item.id}`));
      expect(one.status).toBe(200);
      expect(one.body.id).toBe(item.id);
      expect(one.body.type).toBe(item.type);
      expect(one.body.markdown.length).toBeGreaterThan(0);
      // Skills carry their SKILL.md by default, as the live service's do (D39); others never do.
      const skillMd = (one.body as { skill_md?: string }).skill_md;
      if (item.type === "skill") expect(skillMd).toMatch(/^---\n/);
      else expect(skillMd).toBeUndefined();
    }
    const missing = await getJson<{ error: { code: string } }>(url("/content/guide/no-such-guide-here"));
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("not_found");
  });

  it("pages a long-form body by section and offset, and names how to get the rest", async () => {
    const list = await getJson<{ items: { type: string; id: string }[] }>(url("/content?type=guide"));
    const guide = list.body.items[0];
    if (!guide) return;
    interface Part {
      markdown: string;
      truncated?: { next_offset: number | null; notice: string; total_chars: number; sections: { slug: string }[] };
    }
    const first = await getJson<Part>(url(`/content/guide/${guide.id}?max_chars=500`));
    expect(first.status).toBe(200);
    const truncated = first.body.truncated!;
    expect(first.body.markdown.length).toBeLessThanOrEqual(500);
    expect(truncated.notice).toContain(`offset=${truncated.next_offset}`);
    const second = await getJson<Part>(url(`/content/guide/${guide.id}?max_chars=500&offset=${truncated.next_offset}`));
    expect(second.status).toBe(200);
    expect(second.body.truncated!.total_chars).toBe(truncated.total_chars);
    const slug = truncated.sections[truncated.sections.length - 1]!.slug;
    const section = await getJson<Part>(url(`/content/guide/${guide.id}?section=${slug}`));
    expect(section.status).toBe(200);
    expect(section.body.markdown.startsWith("#")).toBe(true);
    const bad = await getJson<{ error: { code: string; message: string } }>(url(`/content/guide/${guide.id}?section=no-such-section-here`));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain(slug);
  });

  it("gives install snippets for entries with a remote MCP endpoint", async () => {
    const found = await getJson<SearchBody>(url("/search?q=remote-mcp&limit=20"));
    for (const hit of found.body.results.filter((r) => r.type === "entry")) {
      const one = await getJson<{
        agent_access?: { mcp_endpoint?: string };
        install?: { url: string; clients: Record<string, unknown> };
      }>(url(`/entries/${hit.id}`));
      const endpoint = one.body.agent_access?.mcp_endpoint;
      if (!endpoint?.startsWith("https://")) continue;
      expect(one.body.install?.url).toBe(endpoint);
      expect(Object.keys(one.body.install!.clients)).toEqual(["claude_code", "cursor", "vscode", "cline", "windsurf", "codex", "generic"]);
      return;
    }
    throw new Error("no entry with an https MCP endpoint among the remote-mcp search results");
  });

  it("answers a search with no hits with 200, an empty page and a notice", async () => {
    const { status, body } = await getJson<SearchBody & { notice: string }>(url("/search?q=zzzqqqxxx"));
    expect(status).toBe(200);
    expect(body.total).toBe(0);
    expect(body.results).toEqual([]);
    expect(body.notice).toMatch(/^No results for "zzzqqqxxx"\./);
  });

  it("gives typo-tolerant suggestions on an unknown entry", async () => {
    const list = await getJson<{ ids: string[] }>(url("/entries"));
    const id = list.body.ids.find((candidate) => candidate.length >= 7 && !candidate.includes("-")) ?? list.body.ids[0]!;
    const typo = id.slice(0, -2) + id.slice(-1) + id.slice(-2, -1);
    const { status, body } = await getJson<{ error: { code: string; suggestions?: string[] } }>(url(`/entries/${typo}`));
    expect(status).toBe(404);
    expect(body.error.code).toBe("not_found");
    expect(body.error.suggestions).toContain(id);
  });

  it("rejects bad input with a 400 envelope, never a 5xx", async () => {
    for (const path of [
      "/search",
      "/search?q=%20%20",
      "/search?q=x&limit=0",
      "/search?q=x&limit=abc",
      "/search?q=x&type=guides&category=tools",
      "/entries/%E0%A4%A",
    ]) {
      const { status, body } = await getJson<{ error: { status: number; code: string; message: string } }>(url(path));
      expect(status, path).toBe(400);
      expect(body.error.code, path).toBe("bad_request");
      expect(body.error.message.length, path).toBeGreaterThan(10);
    }
  });

  it("answers what the live service answers, saying in the notice what it ignored or repaired", async () => {
    for (const [path, said] of [
      ["/search?q=agent&bogus=1", /Ignored unknown parameter "bogus"/],
      ["/search?q=agent&q=browser", /"q" was given 2 times; used the first value, "agent"/],
      ["/search?q=agent&limit=", /Ignored empty parameter "limit"/],
      ["/search?q=agent%zz", /Repaired malformed percent-encoding in "q"/],
    ] as const) {
      const { status, body } = await getJson<SearchBody & { notice: string }>(url(path));
      expect(status, path).toBe(200);
      expect(body.notice, path).toMatch(said);
    }
  });

  it("points unknown routes to / and answers wrong methods with 405 and Allow", async () => {
    const missing = await getJson<{ error: { message: string } }>(url("/nope"));
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toContain("/");
    const post = await getJson<{ error: { code: string } }>(url("/search?q=x"), { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.body.error.code).toBe("method_not_allowed");
    expect(post.headers.get("allow")).toContain("GET");
  });

  it("answers HEAD without a body and OPTIONS with CORS for the MCP headers", async () => {
    const head = await fetch(url("/search?q=agent"), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const options = await fetch(url("/mcp"), {
      method: "OPTIONS",
      headers: {
        origin: "https://example.org",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, mcp-protocol-version, mcp-method, mcp-name",
      },
    });
    expect(options.status).toBe(204);
    expect(options.headers.get("access-control-allow-origin")).toBe("*");
    for (const header of ["authorization", "mcp-protocol-version", "mcp-method", "mcp-name", "last-event-id"]) {
      expect(options.headers.get("access-control-allow-headers")).toContain(header);
    }
    expect(options.headers.get("access-control-expose-headers")).toContain("retry-after");
    const plain = await fetch(url("/health"));
    expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves robots.txt as text", async () => {
    const response = await fetch(url("/robots.txt"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toBe("User-agent: *\nAllow: /\n");
  });
});
