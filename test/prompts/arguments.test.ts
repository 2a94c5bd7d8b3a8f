// prompts/get's arguments checked against a definition: what passes (trimmed, blanks dropped) and each refusal,
// which names the prompt and the argument; and, for any object a client could send, never a throw.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_ARGUMENT_CHARS, readArguments } from "../../src/prompts/arguments";
import { findPrompt } from "../../src/prompts/find";
import { installPrompt } from "../../src/prompts/install";

const refusal = (raw: unknown) => {
  const read = readArguments(installPrompt, raw);
  if (read.ok) throw new Error(`accepted ${JSON.stringify(raw)}`);
  expect(read.problem.code).toBe("bad_request");
  return read.problem.message;
};

describe("readArguments", () => {
  it("keeps declared strings, trimmed, and drops blank ones", () => {
    expect(readArguments(installPrompt, { id: "  x402 ", client: "  " })).toEqual({ ok: true, value: { id: "x402" } });
    expect(readArguments(findPrompt, { need: "a\nb", type: "entry" })).toEqual({ ok: true, value: { need: "a\nb", type: "entry" } });
  });

  it("refuses what is not an object of declared strings, and a missing required argument", () => {
    expect(refusal("x402")).toMatch(/must be an object of strings, e.g. \{"id": "…"\}/);
    expect(refusal([])).toMatch(/object of strings/);
    expect(refusal({ id: "x", version: "2" })).toMatch(/The prompt install has no argument "version"; it takes "id", "client"\./);
    expect(refusal({ id: 7 })).toMatch(/Argument "id" of the prompt install must be a string .*not a number/);
    expect(refusal({ id: null })).toMatch(/not null/);
    expect(refusal({ id: { a: 1 } })).toMatch(/not an object/);
    expect(refusal({ id: "x".repeat(MAX_ARGUMENT_CHARS + 1) })).toMatch(/longer than 1000 characters/);
    expect(refusal({})).toMatch(/needs argument "id": The entry id of the server/);
    expect(refusal(undefined)).toMatch(/needs argument "id"/);
    expect(refusal({ client: "cursor" })).toMatch(/needs argument "id"/);
  });

  it("answers any JSON a client could send with a value or a bad_request, never a throw", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (raw) => {
        const read = readArguments(findPrompt, raw);
        expect(read.ok || read.problem.code === "bad_request").toBe(true);
        if (read.ok) for (const value of Object.values(read.value)) expect(value).toBe(value.trim());
      }),
      { numRuns: 300, seed: 34 },
    );
  });
});
