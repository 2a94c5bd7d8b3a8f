// What each protocol revision has, in one table: code asks it, never compares version strings (a lint rule
// keeps date literals to this file and core/server-info.ts). A new revision does not compile until it has a
// row. Which era a revision belongs to is which list of core/server-info.ts names it.
//
// What every revision gets alike is no column: title, outputSchema and structuredContent are sent to all of
// them (defined from 2025-06-18 on; the 2025-03-26 schemas leave objects open, so its clients get the same, as
// the live service sends them), and annotations.title is where 2025-03-26 clients look for a display name.

import { LEGACY_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSIONS, type LegacyProtocolVersion, type ProtocolVersion } from "../core/server-info";

export interface Revision {
  /** Requests carry MCP-Protocol-Version, Mcp-Method and Mcp-Name, checked against the body. */
  readonly standardHeaders: boolean;
  /** Answers name the revision that answered, in MCP-Protocol-Version. */
  readonly versionHeader: boolean;
  /** Results are complete and signed: resultType, serverInfo in `_meta`, and ttlMs and cacheScope hints. */
  readonly resultEnvelope: boolean;
  /** A POST may hold a JSON-RPC batch (an array of messages). */
  readonly batches: boolean;
  /** Its clients send no MCP-Protocol-Version header: a legacy request without one is this revision. */
  readonly headerless: boolean;
  /**
   * What 2025-06-18 added around resources: title, `_meta` and annotations.lastModified on a resource, and
   * resource_link blocks in tool results (2025-03-26 defines none of them).
   */
  readonly resources: boolean;
  /** Prompts and their arguments carry `title` (2025-06-18 added it to both; 2025-03-26 defines neither). */
  readonly promptTitles: boolean;
}

export const REVISIONS: Readonly<Record<ProtocolVersion, Revision>> = {
  "2026-07-28": {
    standardHeaders: true,
    versionHeader: true,
    resultEnvelope: true,
    batches: false,
    headerless: false,
    resources: true,
    promptTitles: true,
  },
  "2025-11-25": {
    standardHeaders: false,
    versionHeader: false,
    resultEnvelope: false,
    batches: false,
    headerless: false,
    resources: true,
    promptTitles: true,
  },
  "2025-06-18": {
    standardHeaders: false,
    versionHeader: false,
    resultEnvelope: false,
    batches: false,
    headerless: false,
    resources: true,
    promptTitles: true,
  },
  "2025-03-26": {
    standardHeaders: false,
    versionHeader: false,
    resultEnvelope: false,
    batches: true,
    headerless: true,
    resources: false,
    promptTitles: false,
  },
};

/** The revisions whose transport carries batches. */
export const BATCH_VERSIONS: readonly ProtocolVersion[] = (Object.keys(REVISIONS) as ProtocolVersion[]).filter(
  (version) => REVISIONS[version].batches,
);

/** What a legacy request without MCP-Protocol-Version is. */
export const DEFAULT_LEGACY_VERSION: LegacyProtocolVersion = LEGACY_PROTOCOL_VERSIONS.find((version) => REVISIONS[version].headerless)!;

/** The oldest modern revision: dated versions sort lexically, so anything at or after it is modern-era. */
export const FIRST_MODERN_VERSION: string = MODERN_PROTOCOL_VERSIONS[MODERN_PROTOCOL_VERSIONS.length - 1]!;

/** Whether a header value names a revision that carries batches. */
export function isBatchVersion(version: string): boolean {
  return Object.hasOwn(REVISIONS, version) && REVISIONS[version as ProtocolVersion].batches;
}
