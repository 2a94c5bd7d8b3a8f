// The binding's numbers live in [[ratelimits]], the documented numbers (headers, fallback bucket) in
// [vars]; nothing but this test keeps them together.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { experimental_readRawConfig } from "wrangler";
import { BINDING_BY_METER } from "../../src/ratelimit/limiter";

interface RawLimits {
  vars?: Record<string, unknown>;
  ratelimits?: { name: string; simple: { limit: number; period: number } }[];
}

const { rawConfig } = experimental_readRawConfig({ config: resolve(import.meta.dirname, "../../wrangler.toml") });
const environments: [string, RawLimits][] = [
  ["top level", rawConfig as RawLimits],
  ...Object.entries((rawConfig.env ?? {}) as Record<string, RawLimits>),
];

describe.each(environments)("wrangler.toml %s", (_name, config) => {
  it("declares a binding for every counter with the same numbers as RATE_LIMIT_*", () => {
    const limit = Number(config.vars?.RATE_LIMIT_REQUESTS);
    const period = Number(config.vars?.RATE_LIMIT_PERIOD_SECONDS);
    // The binding only supports these two periods.
    expect([10, 60]).toContain(period);
    for (const name of Object.values(BINDING_BY_METER)) {
      const binding = config.ratelimits?.find((candidate) => candidate.name === name);
      expect(binding, name).toBeDefined();
      expect(binding!.simple, name).toEqual({ limit, period });
    }
  });
});
