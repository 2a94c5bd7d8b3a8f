import { describe, expect, it } from "vitest";
import { adjacentIn, hasTokenPrefix } from "../../../src/search/words/adjacency";

describe("word adjacency", () => {
  it("finds a token prefix only at token starts", () => {
    expect(hasTokenPrefix("coinbase agentkit", " ", "agentk")).toBe(true);
    expect(hasTokenPrefix("coinbase agentkit", " ", "gentkit")).toBe(false);
    expect(hasTokenPrefix("agent-payment-rails", "-", "payment")).toBe(true);
  });

  it("finds two words side by side, the second as a prefix unless asked whole", () => {
    expect(adjacentIn("code sandboxes for agents", " ", "code", "sandbox")).toBe(true);
    expect(adjacentIn("code sandboxes for agents", " ", "code", "sandbox", true)).toBe(false);
    expect(adjacentIn("pay sh", " ", "pay", "sh", true)).toBe(true);
    expect(adjacentIn("e2b code interpreter", " ", "code", "agents")).toBe(false);
    // "decode sandbox": "code" must start a token.
    expect(adjacentIn("decode sandbox", " ", "code", "sandbox")).toBe(false);
    expect(adjacentIn("llms-txt", "-", "llms", "txt")).toBe(true);
  });

  it("finds a pair written as one token by its joined prefix (phrase-test.ts reads a pair as either)", () => {
    const pairIn = (text: string, a: string, b: string) => adjacentIn(text, " ", a, b) || hasTokenPrefix(text, " ", a + b);
    expect(pairIn("coinbase agentkit", "agent", "kit")).toBe(true);
    expect(pairIn("kite agent passport", "agent", "kit")).toBe(false);
  });
});
