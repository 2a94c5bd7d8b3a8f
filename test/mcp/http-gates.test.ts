import { describe, expect, it } from "vitest";
import { acceptsJson, isHostAllowed } from "../../src/mcp/http-gates";

describe("Accept", () => {
  it("is lenient: absent, wildcards and the spec's pair all accept JSON", () => {
    for (const header of [
      null,
      "",
      "*/*",
      "application/*",
      "application/json",
      "application/json, text/event-stream",
      "text/event-stream, */*;q=0.1",
      "garbage",
    ]) {
      expect(acceptsJson(header), String(header)).toBe(true);
    }
  });

  it("refuses only lists that leave JSON out or give it q=0", () => {
    for (const header of ["text/event-stream", "text/html", "application/json;q=0", "application/json;q=0, */*", "application/*;q=0"]) {
      expect(acceptsJson(header), header).toBe(false);
    }
  });
});

describe("Host allow-list (DNS rebinding)", () => {
  it("accepts loopback names, our hosts and workers.dev", () => {
    for (const host of [
      "127.0.0.1",
      "127.1.2.3",
      "localhost",
      "dev.localhost",
      "[::1]",
      "mcp.indexagentica.com",
      "x.y.workers.dev",
      "LOCALHOST",
    ]) {
      expect(isHostAllowed(host, null), host).toBe(true);
    }
  });

  it("accepts PUBLIC_BASE_URL's host and refuses every other name", () => {
    expect(isHostAllowed("mcp.example.org", "https://mcp.example.org")).toBe(true);
    for (const host of ["evil.example.com", "mcp.example.org", "10.0.0.5", "localhost.evil.com", "workers.dev.evil.com"]) {
      expect(isHostAllowed(host, null), host).toBe(false);
    }
  });
});
