// REST through the real fetch handler inside workerd, with the site faked by a real HTTP server.

import { describe, expect, it } from "vitest";
import { REST_VOCABULARY } from "../../src/rest/vocabulary";
import type { AnyTool } from "../../src/tools/definition";
import { invokeTool } from "../../src/tools/registry";
import { searchTool, type SearchOutput } from "../../src/tools/search";
import { callWorker, failingSiteUrl, isolatedSiteUrl } from "../support/worker";
import { sampleContext } from "../tools/context";

function call(path: string, init: RequestInit = {}, vars: Record<string, string> = {}): Promise<Response> {
  return callWorker(new Request(`https://mcp.example.com${path}`, init), { DATA_BASE_URL: isolatedSiteUrl("rest"), ...vars });
}

describe("REST through the fetch handler", () => {
  it("serves live data from the site, the entry itself at the top level, labelled, cacheable for a minute", async () => {
    const response = await call("/entries/test-site-only");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = (await response.json()) as {
      id: string;
      entry?: unknown;
      data: { source: string; generated: string; fetched_at: string };
    };
    expect(body.id).toBe("test-site-only");
    expect(body.entry).toBeUndefined();
    expect(body.data.source).toBe("live");
    expect(body.data.generated).toMatch(/^2026-/);
    expect(Date.parse(body.data.fetched_at)).not.toBeNaN();
  });

  it("serves the bundled sample, labelled and uncacheable, when the site fails at cold start", async () => {
    const site = await failingSiteUrl("rest-down");
    const response = await call("/search?q=playwright", {}, { DATA_BASE_URL: site });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { data, ...answer } = (await response.json()) as SearchOutput & { data: { source: string; notice: string; fetched_at?: string } };
    expect(data.source).toBe("sample");
    expect(data.notice).toMatch(/sample catalogue/);
    expect(data.fetched_at).toBeUndefined();
    // Everything but the label is what the search tool answers over the bundled sample.
    const context = { ...sampleContext(), vocabulary: REST_VOCABULARY, surface: "rest" as const };
    const { outcome } = await invokeTool(searchTool as unknown as AnyTool, { query: "playwright" }, context);
    if (!outcome.ok) throw new Error(outcome.problem.message);
    const { data: _label, ...expected } = outcome.value as SearchOutput;
    expect(answer).toEqual(expected);
    expect(answer.total).toBeGreaterThan(1);
    expect(answer.results[0]!.id).toBe("playwright");
  });

  it("searches the site's own copy when it answers: its extra entry is found, first", async () => {
    const response = await call("/search?q=test%20site%20only%20probe");
    expect(response.status).toBe(200);
    const body = (await response.json()) as SearchOutput;
    expect(body.data.source).toBe("live");
    expect(body.results[0]).toMatchObject({ id: "test-site-only", type: "entry", name: "Test Site Only Probe", category: "tools" });
  });

  it("searches with alternatives given as repeated alt parameters: one fused ranking, as the tool answers it", async () => {
    const response = await call("/search?q=settle%20tiny%20charges&alt=x402%20micropayments&alt=headless%20chrome%2C%20scraping&limit=5");
    expect(response.status).toBe(200);
    const body = (await response.json()) as SearchOutput;
    expect(body.alternatives).toEqual(["x402 micropayments", "headless chrome, scraping"]);
    expect(body.read_as!.some((item) => item.alternative === 2)).toBe(true);
    const args = { query: "settle tiny charges", alternatives: body.alternatives, limit: 5 };
    const { outcome } = await invokeTool(searchTool as unknown as AnyTool, args, {
      ...sampleContext(),
      vocabulary: REST_VOCABULARY,
      surface: "rest",
    });
    if (!outcome.ok) throw new Error(outcome.problem.message);
    const expected = outcome.value as SearchOutput;
    expect(body.results.map((hit) => hit.id)).toEqual(expected.results.map((hit) => hit.id));
    expect(body.total).toBe(expected.total);
  });

  it("reads a task described in a paragraph, q and each alt up to 1,000 characters, as the tool does", async () => {
    const task =
      "Some context: we are a small team shipping a research assistant this quarter, mostly TypeScript, and our QA " +
      "lead keeps asking for end to end tests. Our coding agent has to open a real browser, click through the checkout " +
      "and take screenshots when a step fails, so we need browser automation it can drive, ideally with an MCP server, " +
      "running headless in CI and visibly on laptops; we would rather not pay per minute for a cloud browser yet.";
    expect([...task].length).toBeGreaterThan(200);
    const alone = (await (await call(`/search?q=${encodeURIComponent(task)}&limit=5`)).json()) as SearchOutput;
    expect(alone.results[0]!.id).toBe("playwright-mcp");
    // A thousand-character alternative too.
    const alt = "headless browser automation with screenshots for end to end tests in CI, ".repeat(14).slice(0, 1000);
    const response = await call(`/search?q=${encodeURIComponent(task)}&alt=${encodeURIComponent(alt)}&limit=5`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as SearchOutput;
    expect(body.alternatives).toEqual([alt]);
    expect(body.results.map((hit) => hit.id)).toContain("playwright-mcp");
    expect((await call(`/search?q=${"a".repeat(1001)}`)).status).toBe(400);
  });

  it("ranks what does an entry's job with similar_to, that entry left out; an unknown id is a 404 naming the closest", async () => {
    const response = await call("/search?similar_to=browserbase&q=open%20source&limit=5");
    expect(response.status).toBe(200);
    const body = (await response.json()) as SearchOutput;
    expect(body.similar_to).toBe("browserbase");
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.map((hit) => hit.id)).not.toContain("browserbase");
    expect(body.notice).toContain("`similar_to`: listings that do the job of browserbase");
    const args = { query: "open source", similar_to: "browserbase", limit: 5 };
    const { outcome } = await invokeTool(searchTool as unknown as AnyTool, args, {
      ...sampleContext(),
      vocabulary: REST_VOCABULARY,
      surface: "rest",
    });
    if (!outcome.ok) throw new Error(outcome.problem.message);
    expect(body.results.map((hit) => hit.id)).toEqual((outcome.value as SearchOutput).results.map((hit) => hit.id));
    const unknown = await call("/search?similar_to=browserbse");
    expect(unknown.status).toBe(404);
    const miss = (await unknown.json()) as { error: { message: string; suggestions: string[] } };
    expect(miss.error.suggestions).toContain("browserbase");
    expect(miss.error.message).toMatch(/^No entry with id "browserbse" for `similar_to`\. Did you mean browserbase/);
  });

  it("refuses more than four alternatives with a 400 that says how many it takes", async () => {
    const response = await call(`/search?q=x${"&alt=y".repeat(5)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/`alt` must have at most 4 items/);
  });

  it("answers a bad configuration with a clear 500 naming the variable", async () => {
    const response = await call("/search?q=x", {}, { CACHE_TTL_SECONDS: "soon" });
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("config_error");
    expect(body.error.message).toContain("CACHE_TTL_SECONDS");
  });

  it("checks Origin against ALLOWED_ORIGINS when it is a list", async () => {
    const vars = { ALLOWED_ORIGINS: "https://good.example" };
    const bad = await call("/categories", { headers: { origin: "https://evil.example" } }, vars);
    expect(bad.status).toBe(403);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    const good = await call("/categories", { headers: { origin: "https://good.example" } }, vars);
    expect(good.status).toBe(200);
    expect(good.headers.get("access-control-allow-origin")).toBe("https://good.example");
    expect(good.headers.get("vary")).toContain("Origin");
    const none = await call("/categories", {}, vars);
    expect(none.status).toBe(200);
  });

  it("uses PUBLIC_BASE_URL for self links, else (unset or empty) the request origin", async () => {
    for (const vars of [{}, { PUBLIC_BASE_URL: "" }] as Record<string, string>[]) {
      const own = (await (await call("/", {}, vars)).json()) as { mcp: { url: string; endpoint: string } };
      expect(own.mcp.url).toBe("https://mcp.example.com/mcp");
      expect(own.mcp.endpoint).toBe("https://mcp.example.com/mcp");
    }
    const configured = (await (await call("/", {}, { PUBLIC_BASE_URL: "https://api.example.org" })).json()) as {
      openapi: string;
      rest: { search: string };
    };
    expect(configured.openapi).toBe("https://api.example.org/openapi.json");
    expect(configured.rest.search).toMatch(/^https:\/\/api\.example\.org\/search\?q=\{query\}/);
  });

  it("answers HEAD with headers only, and 405 with Allow for other methods, on unknown paths too", async () => {
    const head = await call("/categories", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toContain("application/json");
    expect(await head.text()).toBe("");
    for (const path of ["/categories", "/nope", "/entries/x/y/z"]) {
      const put = await call(path, { method: "PUT", body: "{}" });
      expect(put.status, path).toBe(405);
      expect(put.headers.get("allow"), path).toBe("GET, HEAD, OPTIONS");
      expect(((await put.json()) as { error: { code: string } }).error.code).toBe("method_not_allowed");
    }
    expect((await call("/nope", { method: "HEAD" })).status).toBe(404);
  });

  it("answers a preflight on any path, allowing Authorization and the MCP headers including Mcp-Param-*", async () => {
    const response = await call("/anything", {
      method: "OPTIONS",
      headers: {
        origin: "https://x.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "Mcp-Param-Id, x-evil",
      },
    });
    expect(response.status).toBe(204);
    const allowed = response.headers.get("access-control-allow-headers") ?? "";
    expect(allowed).toContain("mcp-param-id");
    expect(allowed.split(", ")).toContain("authorization");
    expect(allowed).not.toContain("x-evil");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("sends the security headers on every response, errors included", async () => {
    for (const path of ["/", "/nope", "/search?q=%zz"]) {
      const response = await call(path);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("content-security-policy"), path).toContain("default-src 'none'");
    }
  });
});
