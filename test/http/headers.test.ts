import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/config";
import { allowedRequestHeaders, decorate, isOriginAllowed } from "../../src/http/headers";

describe("decorate", () => {
  it("adds the security and CORS headers, copying a response whose headers are immutable", () => {
    const immutable = Response.redirect("https://example.com/", 302);
    const out = decorate(immutable, parseConfig({}), null);
    expect(out.status).toBe(302);
    expect(out.headers.get("x-content-type-options")).toBe("nosniff");
    expect(out.headers.get("access-control-allow-origin")).toBe("*");
  });
  it("echoes an allowed origin and varies on Origin when the list is explicit", () => {
    const config = parseConfig({ ALLOWED_ORIGINS: "https://a.example" });
    expect(decorate(new Response("{}"), config, "https://a.example").headers.get("access-control-allow-origin")).toBe("https://a.example");
    const other = decorate(new Response("{}"), config, "https://b.example");
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    expect(other.headers.get("vary")).toBe("Origin");
    expect(isOriginAllowed(config, "https://b.example")).toBe(false);
    expect(isOriginAllowed(config, null)).toBe(true);
  });
});

describe("allowedRequestHeaders", () => {
  it("allows the live service's list (Authorization included), If-None-Match and any well-formed Mcp-Param-*, nothing else", () => {
    const allowed = allowedRequestHeaders("Mcp-Param-Type, mcp-param-bad header, X-Custom");
    // The live service's list, in its order, comes first.
    expect(allowed).toMatch(
      /^content-type, accept, authorization, mcp-protocol-version, mcp-method, mcp-name, mcp-session-id, last-event-id, /,
    );
    expect(allowed.split(", ")).toEqual(expect.arrayContaining(["if-none-match", "mcp-param-type"]));
    expect(allowed).not.toContain("x-custom");
    expect(allowed).not.toContain("bad header");
  });
});
