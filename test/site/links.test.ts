import { describe, expect, it } from "vitest";
import { resolveSchemeLinks } from "../../src/site/links";

describe("resolveSchemeLinks", () => {
  it("turns scheme links into absolute site URLs and leaves other links alone", () => {
    const markdown =
      "See [x402](entry:x402), [the guide](guide:pay-for-an-api#step-2), [cmp](comparison:a-b), [web](https://x.dev) and (entry:not-a-link).";
    expect(resolveSchemeLinks(markdown, "https://indexagentica.com/")).toBe(
      "See [x402](https://indexagentica.com/entries/x402/), [the guide](https://indexagentica.com/guides/pay-for-an-api/#step-2), [cmp](https://indexagentica.com/compare/a-b/), [web](https://x.dev) and (entry:not-a-link).",
    );
  });
  it("falls back to the public site when the index names none", () => {
    expect(resolveSchemeLinks("[s](skill:do-it)", "")).toBe("[s](https://indexagentica.com/skills/do-it/)");
  });
});
