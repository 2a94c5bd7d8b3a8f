// The directory app as an MCP resource (src/app/resource.ts, through the app's door src/app/api.ts): listed with
// the digest of exactly the bytes it serves (served.test.ts holds the document itself), read as that document,
// and what a near-miss ui:// URI is pointed to.

import { describe, expect, it } from "vitest";
import { APP_DIGEST, APP_LISTED, APP_MIME_TYPE, APP_URI, appContent, isAppUri } from "../../src/app/api";
import { APP_HTML, APP_HTML_SHA256 } from "../../src/app/served";
import { parseResourceUri } from "../../src/resources/uri";

describe("the app as a resource", () => {
  it("is listed with its type, size, _meta.ui and digest", () => {
    expect(APP_LISTED).toMatchObject({ uri: APP_URI, mimeType: "text/html;profile=mcp-app", size: Buffer.byteLength(APP_HTML, "utf8") });
    expect(APP_LISTED._meta).toEqual({ ui: { prefersBorder: true }, "com.indexagentica/digest": `sha256:${APP_HTML_SHA256}` });
    expect(APP_DIGEST).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it("is read as the document, with the same _meta", () => {
    expect(appContent()).toEqual({ mimeType: APP_MIME_TYPE, text: APP_HTML, _meta: APP_LISTED._meta });
    expect(isAppUri(APP_URI)).toBe(true);
    expect(isAppUri(`${APP_URI}?x`)).toBe(false);
  });

  it("is what a near-miss ui:// URI is pointed to", () => {
    expect(parseResourceUri("ui://indexagentica/app.html")).toEqual({
      ok: false,
      reason: expect.stringContaining(APP_URI),
      suggestion: APP_URI,
    });
    expect(parseResourceUri("https://example.com/")).not.toHaveProperty("suggestion");
  });
});
