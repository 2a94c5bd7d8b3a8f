// The contract harness itself: every target answers, serves the data it was pointed at, and documents
// itself; the OpenAPI check refuses an answer its document does not promise.

import { describe, expect, it } from "vitest";
import { dataTargets, get, targets } from "./support/http";
import { expectDocumented, getDocumented, templateFor } from "./support/openapi";

describe.each(dataTargets())("target %s", (_name, target) => {
  it("answers /health and documents it", async () => {
    const answer = await getDocumented(target, "/health");
    expect(answer.status).toBe(200);
  });

  it("reads the site it was pointed at (live data, not the bundled sample)", async () => {
    const answer = await get(target, "/entries");
    expect(answer.status).toBe(200);
    expect(answer.body.data.source).toBe("live");
    expect(answer.body.total).toBe(answer.body.ids.length);
    if (target.name === "generated") expect(answer.body.total).toBe(600);
  });

  it("refuses, through the OpenAPI check, a body the document does not describe", async () => {
    const answer = await get(target, "/health");
    await expect(expectDocumented(target, "GET", "/health", { ...answer, status: 299 })).rejects.toThrow(/not documented/);
  });
});

describe("the targets that need a local Worker", () => {
  it("the outage Worker serves the bundled sample, labelled", async ({ skip }) => {
    const outage = targets().outage;
    if (outage === null) return skip("against a deployment");
    const answer = await get(outage, "/entries");
    expect(answer.status).toBe(200);
    expect(answer.body.data.source).toBe("sample");
  });
});

describe("templateFor", () => {
  const paths = ["/entries", "/entries/{id}", "/entries/{id}.json", "/content/{type}/{id}", "/.well-known/mcp/server-card.json"];
  it("prefers literal segments and the .json form where the path has it", () => {
    expect(templateFor(paths, "/entries")).toBe("/entries");
    expect(templateFor(paths, "/entries/x402")).toBe("/entries/{id}");
    expect(templateFor(paths, "/entries/x402.json")).toBe("/entries/{id}.json");
    expect(templateFor(paths, "/content/guide/x?max_chars=600")).toBe("/content/{type}/{id}");
    expect(templateFor(paths, "/nope/a/b/c")).toBeNull();
  });
});
