// File digests: "sha256:" + lowercase hex over the raw bytes, equal to node:crypto's SHA-256 for any bytes.

import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIGEST_PATTERN, sha256Digest } from "../../src/skills/digest";

describe("sha256Digest", () => {
  it("gives the standard test vectors", async () => {
    expect(await sha256Digest(new Uint8Array())).toBe("sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(await sha256Digest(new TextEncoder().encode("abc"))).toBe(
      "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("agrees with node:crypto on random bytes, and matches the extension's pattern", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), async (bytes) => {
        const digest = await sha256Digest(bytes);
        expect(digest).toBe(`sha256:${createHash("sha256").update(bytes).digest("hex")}`);
        expect(digest).toMatch(DIGEST_PATTERN);
      }),
      { numRuns: 300 },
    );
  });

  it("hashes only the view's bytes, not the whole buffer under it", async () => {
    const buffer = new TextEncoder().encode("xxabcxx");
    expect(await sha256Digest(buffer.subarray(2, 5))).toBe(await sha256Digest(new TextEncoder().encode("abc")));
  });

  it("hashes bytes over shared memory too", async () => {
    const shared = new Uint8Array(new SharedArrayBuffer(3));
    shared.set(new TextEncoder().encode("abc"));
    expect(await sha256Digest(shared)).toBe(await sha256Digest(new TextEncoder().encode("abc")));
  });
});
