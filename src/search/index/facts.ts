// What the catalogue's structured fields say about an entry, as bits a query can test in one step: how an agent
// signs in (agent_access.auth), whether it has a remote MCP endpoint, its pricing, status and licence, and a
// "self-hosted" tag. Worked out once per doc when the index is built (build-index.ts) and kept in the snapshot, so a
// constraint ("no api key", "MIT licensed", "free tier") is read against fields, not words (constraints.ts).

import type { EntryCard } from "../../site/entry-card";
import type { SearchIndex } from "./search-index";

export const FACT = {
  AUTH_NONE: 1 << 0,
  AUTH_KEY: 1 << 1,
  AUTH_OAUTH: 1 << 2,
  AUTH_OTHER: 1 << 3,
  REMOTE_MCP: 1 << 4,
  FREE: 1 << 5,
  FREEMIUM: 1 << 6,
  PAID: 1 << 7,
  OPEN_SOURCE_PRICING: 1 << 8,
  ACTIVE: 1 << 9,
  BETA: 1 << 10,
  DEPRECATED: 1 << 11,
  /** A licence is published (any). */
  LICENSED: 1 << 12,
  /** An OSI-approved software licence among the ones it publishes. */
  OSI: 1 << 13,
  MIT: 1 << 14,
  APACHE: 1 << 15,
  /** GPL, LGPL or AGPL. */
  GPL: 1 << 16,
  AGPL: 1 << 17,
  BSD: 1 << 18,
  MPL: 1 << 19,
  PROPRIETARY: 1 << 20,
  SELF_HOSTED_TAG: 1 << 21,
  /** Tagged open-source. */
  OPEN_SOURCE_TAG: 1 << 22,
  /** An entry (long-form items publish none of these fields). */
  ENTRY: 1 << 23,
} as const;

/** Every auth bit: an entry with one of them says how it signs in. */
export const AUTH_KNOWN = FACT.AUTH_NONE | FACT.AUTH_KEY | FACT.AUTH_OAUTH | FACT.AUTH_OTHER;
/** Every pricing bit. */
export const PRICING_KNOWN = FACT.FREE | FACT.FREEMIUM | FACT.PAID | FACT.OPEN_SOURCE_PRICING;

const AUTH: Readonly<Record<string, number>> = {
  none: FACT.AUTH_NONE,
  "api-key": FACT.AUTH_KEY,
  oauth: FACT.AUTH_OAUTH,
  other: FACT.AUTH_OTHER,
};
const PRICING: Readonly<Record<string, number>> = {
  free: FACT.FREE,
  freemium: FACT.FREEMIUM,
  paid: FACT.PAID,
  "open-source": FACT.OPEN_SOURCE_PRICING,
};
const STATUS: Readonly<Record<string, number>> = { active: FACT.ACTIVE, beta: FACT.BETA, deprecated: FACT.DEPRECATED };
const SELF_HOSTED_TAGS: ReadonlySet<string> = new Set(["self-hosted", "self-hostable", "self-host"]);

// SPDX identifiers by family, matched on the identifier's start (case-insensitive): "Apache-2.0", "GPL-3.0-only".
const LICENCE_FAMILIES: readonly (readonly [RegExp, number])[] = [
  [/^mit(-0)?$/, FACT.MIT | FACT.OSI],
  [/^apache-/, FACT.APACHE | FACT.OSI],
  [/^agpl-/, FACT.AGPL | FACT.GPL | FACT.OSI],
  [/^(l?gpl)-/, FACT.GPL | FACT.OSI],
  [/^(0?bsd)(-|$)/, FACT.BSD | FACT.OSI],
  [/^mpl-/, FACT.MPL | FACT.OSI],
  [/^(isc|unlicense|zlib|epl-|cddl-|artistic-|bsl-1\.0|upl-|eupl-|postgresql|python-2)/, FACT.OSI],
  [/^(proprietary|commercial)$/, FACT.PROPRIETARY],
];

/** The licence facts of an SPDX expression ("Apache-2.0 OR MIT"); CC and unknown identifiers only say one is published. */
export function licenceFacts(licence: string): number {
  let facts = FACT.LICENSED;
  for (const id of licence.toLowerCase().split(/[\s()]+/)) {
    if (id === "" || id === "or" || id === "and" || id === "with") continue;
    for (const [pattern, bits] of LICENCE_FAMILIES) if (pattern.test(id)) facts |= bits;
  }
  return facts;
}

/** The facts of an entry's card; long-form items have none. */
export function factsOf(card: EntryCard, tags: readonly string[]): number {
  let facts = FACT.ENTRY;
  if (card.auth !== undefined) facts |= AUTH[card.auth] ?? FACT.AUTH_OTHER;
  if (card.mcp_endpoint !== undefined && /^(https?|wss?):\/\//i.test(card.mcp_endpoint)) facts |= FACT.REMOTE_MCP;
  if (card.pricing !== undefined) facts |= PRICING[card.pricing] ?? 0;
  if (card.status !== undefined) facts |= STATUS[card.status] ?? 0;
  if (card.license !== undefined) facts |= licenceFacts(card.license);
  for (const tag of tags) {
    if (SELF_HOSTED_TAGS.has(tag)) facts |= FACT.SELF_HOSTED_TAG;
    if (tag === "open-source") facts |= FACT.OPEN_SOURCE_TAG;
  }
  return facts;
}

/**
 * Whether doc `doc` may name a remote MCP endpoint (http, https, ws or wss): false only when its card names none, read
 * from the index without the card, so a pass over endpoints (the registry's server list) decodes only those cards.
 */
export function mayNameRemoteMcp(index: SearchIndex, doc: number): boolean {
  return ((index.facts[doc] ?? 0) & FACT.REMOTE_MCP) !== 0;
}
