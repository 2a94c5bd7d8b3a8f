import { describe, expect, it } from "vitest";
import { ConfigError, getConfig, parseConfig } from "../../src/core/config";

describe("parseConfig", () => {
  it("applies the documented defaults when vars are absent or empty", () => {
    const config = parseConfig({ PUBLIC_BASE_URL: "", CF_ACCOUNT_ID: "" });
    expect(config).toMatchObject({
      dataBaseUrl: "https://indexagentica.com",
      cacheTtlSeconds: 600,
      rateLimitRequests: 120,
      rateLimitPeriodSeconds: 60,
      allowedOrigins: "*",
      publicBaseUrl: null,
      cfAccountId: null,
      statsApiSince: null,
      hitOrigins: ["https://indexagentica.com", "https://www.indexagentica.com"],
    });
  });

  it("normalizes URLs and origin lists, and keeps timestamps as written (/stats echoes them)", () => {
    const config = parseConfig({
      DATA_BASE_URL: "http://127.0.0.1:8089/site/",
      PUBLIC_BASE_URL: "https://mcp.example.com/",
      ALLOWED_ORIGINS: " https://a.example , https://b.example:8443,https://a.example",
      STATS_API_SINCE: "2026-10-02T20:21:47Z",
    });
    expect(config.dataBaseUrl).toBe("http://127.0.0.1:8089/site");
    expect(config.publicBaseUrl).toBe("https://mcp.example.com");
    expect(config.allowedOrigins).toEqual(["https://a.example", "https://b.example:8443"]);
    expect(config.statsApiSince).toBe("2026-10-02T20:21:47Z");
    expect(parseConfig({ STATS_BEACON_SINCE: " 2026-10-03 " }).statsBeaconSince).toBe("2026-10-03");
  });

  it.each([
    [{ DATA_BASE_URL: "ftp://example.com" }, /DATA_BASE_URL must use http or https/],
    [{ DATA_BASE_URL: "not a url" }, /DATA_BASE_URL must be an absolute/],
    [{ DATA_BASE_URL: "https://example.com/?x=1" }, /must not carry a query/],
    [{ CACHE_TTL_SECONDS: "ten" }, /CACHE_TTL_SECONDS must be a whole number, got "ten"/],
    [{ CACHE_TTL_SECONDS: "999999" }, /CACHE_TTL_SECONDS must be between 0 and 86400/],
    [{ RATE_LIMIT_REQUESTS: "0" }, /RATE_LIMIT_REQUESTS must be between 1/],
    [{ RATE_LIMIT_PERIOD_SECONDS: "-5" }, /RATE_LIMIT_PERIOD_SECONDS must be a whole number/],
    [{ ALLOWED_ORIGINS: "https://a.example/path" }, /ALLOWED_ORIGINS entries must be origins without a path/],
    [{ CF_ACCOUNT_ID: "abc" }, /CF_ACCOUNT_ID must be a 32-character hex account id/],
    [{ STATS_BEACON_SINCE: "yesterday" }, /STATS_BEACON_SINCE must be an ISO 8601/],
    [{ HIT_ORIGINS: "indexagentica.com" }, /HIT_ORIGINS must be an absolute/],
  ])("rejects %o with a message naming the variable", (vars, message) => {
    expect(() => parseConfig(vars)).toThrow(ConfigError);
    expect(() => parseConfig(vars)).toThrow(message);
  });

  it("parses a given env object once", () => {
    const env = { CACHE_TTL_SECONDS: "30" };
    expect(getConfig(env)).toBe(getConfig(env));
    expect(getConfig({ CACHE_TTL_SECONDS: "30" })).not.toBe(getConfig(env));
  });
});
