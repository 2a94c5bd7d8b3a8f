import { describe, expect, it } from "vitest";
import { renderMcpProblem } from "../../src/mcp/endpoint";
import { expectValidMessage } from "../support/mcp-schemas";

describe("pipeline problems on /mcp as JSON-RPC errors", () => {
  it("renders a rate limit as 429 -32000, keeping the pipeline's headers", async () => {
    const response = renderMcpProblem(
      { code: "rate_limited", message: "Too many requests; retry in 30 s." },
      null,
      new Headers({ "retry-after": "30" }),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toEqual({ jsonrpc: "2.0", error: { code: -32000, message: "Too many requests; retry in 30 s." } });
    expectValidMessage("2026-07-28", null, body);
  });

  it("explains a 405 in terms of streams and sessions, and maps internal errors to -32603", async () => {
    const notAllowed = renderMcpProblem(
      { code: "method_not_allowed", message: "GET is not supported" },
      null,
      new Headers({ allow: "POST, OPTIONS" }),
    );
    expect(notAllowed.status).toBe(405);
    expect(notAllowed.headers.get("allow")).toBe("POST, OPTIONS");
    expect(((await notAllowed.json()) as { error: { message: string } }).error.message).toMatch(/no SSE stream and no sessions/);
    const internal = renderMcpProblem({ code: "internal_error", message: "Something went wrong." }, null, new Headers());
    expect(internal.status).toBe(500);
    expect(((await internal.json()) as { error: { code: number } }).error.code).toBe(-32603);
  });
});
