// The table of what each protocol revision has (src/mcp/revisions.ts), against what the wire tests expect of it.

import { describe, expect, it } from "vitest";
import { LEGACY_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSIONS, SUPPORTED_PROTOCOL_VERSIONS } from "../../src/core/server-info";
import { BATCH_VERSIONS, DEFAULT_LEGACY_VERSION, FIRST_MODERN_VERSION, isBatchVersion, REVISIONS } from "../../src/mcp/revisions";

describe("revisions", () => {
  it("has one row per supported revision", () => {
    expect(Object.keys(REVISIONS).sort()).toEqual([...SUPPORTED_PROTOCOL_VERSIONS].sort());
  });

  it("gives the modern era standard headers, the version header and the result envelope, and no legacy revision", () => {
    for (const version of MODERN_PROTOCOL_VERSIONS) {
      expect(REVISIONS[version]).toMatchObject({ standardHeaders: true, versionHeader: true, resultEnvelope: true, batches: false });
    }
    for (const version of LEGACY_PROTOCOL_VERSIONS) {
      expect(REVISIONS[version]).toMatchObject({ standardHeaders: false, versionHeader: false, resultEnvelope: false });
    }
  });

  it("has batches and headerless requests in 2025-03-26 only", () => {
    expect(BATCH_VERSIONS).toEqual(["2025-03-26"]);
    expect(DEFAULT_LEGACY_VERSION).toBe("2025-03-26");
    expect(isBatchVersion("2025-03-26")).toBe(true);
    expect(isBatchVersion("2025-06-18")).toBe(false);
    expect(isBatchVersion("toString")).toBe(false);
    expect(FIRST_MODERN_VERSION).toBe("2026-07-28");
  });
});

describe("resource shapes per revision", () => {
  it("leave titles, _meta, lastModified and resource_link blocks out of 2025-03-26 only", () => {
    for (const version of SUPPORTED_PROTOCOL_VERSIONS) {
      const older = version === "2025-03-26";
      expect(REVISIONS[version].resources).toBe(!older);
    }
  });
});
