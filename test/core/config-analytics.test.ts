// The analytics settings in Config, and wrangler.toml keeping them consistent in every environment.

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../src/core/config";

const ACCOUNT = "0123456789abcdef0123456789abcdef";

describe("analytics configuration", () => {
  it("defaults the SQL API URL to Cloudflare's endpoint for the account, and has no token by default", () => {
    const config = parseConfig({ CF_ACCOUNT_ID: ACCOUNT });
    expect(config.analyticsSqlUrl).toBe(`https://api.cloudflare.com/client/v4/accounts/${ACCOUNT}/analytics_engine/sql`);
    expect(config.analyticsToken).toBeNull();
    expect(config.analyticsDataset).toBe("indexagentica_mcp");
    expect(config.hitsDataset).toBe("indexagentica_hits");
    expect(parseConfig({}).analyticsSqlUrl).toBeNull();
  });

  it("takes ANALYTICS_SQL_URL and the token when given", () => {
    const config = parseConfig({ ANALYTICS_SQL_URL: "http://127.0.0.1:9999/t/x/sql/", CF_ANALYTICS_TOKEN: " abc_DEF-123 " });
    expect(config.analyticsSqlUrl).toBe("http://127.0.0.1:9999/t/x/sql");
    expect(config.analyticsToken).toBe("abc_DEF-123");
  });

  it.each([
    [{ ANALYTICS_SQL_URL: "ftp://x.example/sql" }, /ANALYTICS_SQL_URL/],
    [{ ANALYTICS_SQL_URL: "https://x.example/sql?token=1" }, /ANALYTICS_SQL_URL/],
    [{ CF_ANALYTICS_TOKEN: "has spaces inside" }, /CF_ANALYTICS_TOKEN/],
    [{ CF_ANALYTICS_TOKEN: "x".repeat(300) }, /CF_ANALYTICS_TOKEN/],
    [{ ANALYTICS_DATASET: "mcp; DROP TABLE x" }, /ANALYTICS_DATASET/],
    [{ HITS_DATASET: "Hits" }, /HITS_DATASET/],
  ])("refuses %j with a message naming the variable", (vars, message) => {
    expect(() => parseConfig(vars)).toThrow(ConfigError);
    expect(() => parseConfig(vars)).toThrow(message);
  });

  it("never puts the token in an error message", () => {
    try {
      parseConfig({ CF_ANALYTICS_TOKEN: "secret value" });
    } catch (error) {
      expect(String(error)).not.toContain("secret");
    }
  });
});

/** Just enough TOML for wrangler.toml: table headers and `key = "string"` lines. */
function tables(text: string): { name: string; values: Record<string, string> }[] {
  const out: { name: string; values: Record<string, string> }[] = [{ name: "", values: {} }];
  for (const line of text.split("\n")) {
    const header = /^\s*\[\[?([^\]]+)\]\]?\s*$/.exec(line);
    if (header) {
      out.push({ name: header[1]!, values: {} });
      continue;
    }
    const pair = /^\s*([A-Za-z_]+)\s*=\s*"([^"]*)"/.exec(line);
    if (pair) out.at(-1)!.values[pair[1]!] = pair[2]!;
  }
  return out;
}

describe("wrangler.toml", () => {
  const all = tables(readFileSync(resolve(import.meta.dirname, "../../wrangler.toml"), "utf8"));
  const environments = ["", "env.test.", "env.ratelimit-test."];

  it.each(environments)("environment '%s' declares the analytics vars, and its datasets match its bindings", (prefix) => {
    const vars = all.find((t) => t.name === `${prefix}vars`)!.values;
    expect(vars).toHaveProperty("ANALYTICS_SQL_URL");
    expect(vars).toHaveProperty("ANALYTICS_DATASET");
    expect(vars).toHaveProperty("HITS_DATASET");
    expect(vars).not.toHaveProperty("CF_ANALYTICS_TOKEN");
    const bindings = Object.fromEntries(
      all.filter((t) => t.name === `${prefix}analytics_engine_datasets`).map((t) => [t.values.binding, t.values.dataset]),
    );
    if (bindings.ANALYTICS) expect(vars.ANALYTICS_DATASET).toBe(bindings.ANALYTICS);
    if (bindings.HITS) expect(vars.HITS_DATASET).toBe(bindings.HITS);
  });

  it("runs the rollup cron at 00:30 UTC", () => {
    expect(readFileSync(resolve(import.meta.dirname, "../../wrangler.toml"), "utf8")).toMatch(/crons = \["30 0 \* \* \*"\]/);
  });
});
