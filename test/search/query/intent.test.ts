import { describe, expect, it } from "vitest";
import { isHowTo } from "../../../src/search/query/intent";
import { tokenize } from "../../../src/search/words/text";

const howTo = (query: string): boolean => isHowTo(tokenize(query));

describe("how-to questions", () => {
  it("are questions about doing or choosing something", () => {
    for (const query of [
      "how do i stop my agent from forgetting everything between sessions",
      "which code sandbox should I pick for python",
      "what should i check before installing a plugin",
      "set up a research agent step by step",
      "guide to adding tools to cursor",
      "compare browser automation libraries",
      "stripe versus paypal for agents",
      "best practices for prompt injection",
      "please walk me through connecting cursor to a remote server",
      "show me how to give my agent a browser",
    ]) {
      expect(howTo(query), query).toBe(true);
    }
  });

  it("are not plain requests, names or short queries", () => {
    for (const query of [
      "playwright",
      "how to",
      "browser automation for a python agent",
      "let my agent pay for an API",
      "Claude Code",
      "a walking route planner",
    ]) {
      expect(howTo(query), query).toBe(false);
    }
  });
});
