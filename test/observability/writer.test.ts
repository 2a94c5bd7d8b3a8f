import { describe, expect, it, vi } from "vitest";
import { isLogged, logRequest } from "../../src/observability/request-log";
import { writePoint } from "../../src/observability/writer";
import { recordingDataset, throwingDataset } from "../support/analytics-helpers";

const point = { indexes: ["rest:search"], blobs: new Array<string>(17).fill(""), doubles: [200, 1, 0, 0, 0, 0] };

describe("writePoint", () => {
  it("is a no-op without a binding", () => {
    expect(writePoint(undefined, point, "usage")).toBe(false);
    expect(writePoint(null, point, "usage")).toBe(false);
  });

  it("swallows a throwing binding", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const dataset = throwingDataset();
    expect(writePoint(dataset, point, "usage")).toBe(false);
    expect(dataset.calls).toBe(1);
    warn.mockRestore();
  });

  it("drops a point over a limit instead of writing it", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const dataset = recordingDataset({ blobs: 1, doubles: 1 });
    expect(writePoint(dataset, { indexes: ["x".repeat(200)], blobs: ["a"], doubles: [1] }, "usage")).toBe(false);
    expect(dataset.points).toHaveLength(0);
    error.mockRestore();
  });
});

describe("logRequest", () => {
  it("writes in waitUntil, from a snapshot of the usage record", async () => {
    const dataset = recordingDataset({ blobs: 17, doubles: 8 });
    const pending: Promise<unknown>[] = [];
    const usage = { route: "rest" as const, endpoint: "/search", tool: "search" };
    logRequest({
      request: new Request("https://x.test/search?q=secret%20words", { headers: { "user-agent": "curl/8.5.0" } }),
      route: null,
      usage,
      status: 200,
      startedAt: Date.now(),
      dataset,
      waitUntil: (promise) => pending.push(promise),
    });
    usage.tool = "changed-later";
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    expect(dataset.problems).toEqual([]);
    expect(dataset.points).toHaveLength(1);
    expect(dataset.points[0]!.blobs[3]).toBe("search");
    expect(JSON.stringify(dataset.points[0])).not.toContain("secret");
  });

  it("never logs OPTIONS, and logs unknown paths", () => {
    expect(isLogged("OPTIONS", null)).toBe(false);
    expect(isLogged("GET", null)).toBe(true);
  });
});
