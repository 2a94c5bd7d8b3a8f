import { describe, expect, it } from "vitest";
import { isHostAllowed } from "../../src/mcp/host-gate";

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
