// Constraints a request states in plain words, read against the catalogue's structured fields rather than its
// text: "without an API key" is agent_access.auth none, "hosted MCP endpoint" an agent_access.mcp_endpoint, "MIT
// licensed" the licence, "free tier" the pricing, "actively maintained" the status, "self-hosted" an open-source
// licence or a self-hosted tag (facts.ts has the bits). A doc whose fields meet a constraint ranks higher, one whose
// fields say it fails ranks lower, and one whose fields say nothing is left as it is (score.ts): a constraint is a
// ranking signal, never a filter, so nothing the request did not exclude is dropped. Each one is listed in the
// answer's read_as (by "constraint").
//
// The phrases are matched as the vocabulary's triggers are (on stems, in order, with only stop words between; the
// longest wins), and they do not change which words are scored: "no api key" is still read as keyless access by the
// vocabulary, and now also against agent_access.auth.

import { AUTH_KNOWN, FACT } from "../index/api";
import { phraseTable } from "./phrase-table";
import { phraseOf, tokenize } from "../words/api";

/** A constraint as written: the phrases that state it and the fields it reads. */
interface ConstraintSpec {
  /** The field test as the answer's read_as shows it. */
  readonly field: string;
  /** Phrases, comma-separated; stop words in a request may come between their words. */
  readonly when: string;
  /** Facts that meet it (any one). */
  readonly meets: number;
  /** Facts that fail it (any one), beside a `known` fact without a `meets` one. */
  readonly fails?: number;
  /** Facts that say the field is published: with none of `meets`, the doc fails. */
  readonly known?: number;
  /**
   * Words of its phrases that are only about the field, so not searched for ("mit", "licensed", "remote"): every
   * other word stays a query word ("free", "open source" and "self hosted" are tags too, and the vocabulary reads
   * "no api key" as keyless access).
   */
  readonly fieldOnly?: string;
}

const OPEN_SOURCE = FACT.OSI | FACT.OPEN_SOURCE_PRICING | FACT.OPEN_SOURCE_TAG;
const SELF_HOSTABLE = OPEN_SOURCE | FACT.SELF_HOSTED_TAG;
const SELF_HOSTING_FIELD = "license: open source, or tag self-hosted";

const SPECS: readonly ConstraintSpec[] = [
  {
    field: "agent_access.auth: none",
    when:
      "no api key, without api key, no key, without key, keyless, needs no key, need no key, doesn need api key, " +
      "don need api key, without needing key, no token, no signup, no sign up, without signing up, without sign up, " +
      "no account, without account, no registration, without registering, no login, without login, without logging in, " +
      "no auth, without auth, no authentication, without authentication, unauthenticated, anonymous access, no credentials",
    meets: FACT.AUTH_NONE,
    known: AUTH_KNOWN,
  },
  {
    field: "agent_access.auth: oauth",
    when: "with oauth, via oauth, using oauth, uses oauth, over oauth, through oauth, oauth sign in, oauth login, oauth only",
    meets: FACT.AUTH_OAUTH,
    known: AUTH_KNOWN,
  },
  {
    field: "agent_access.mcp_endpoint",
    when:
      "remote mcp, hosted mcp, remote endpoint, hosted endpoint, mcp endpoint, mcp url, streamable http, no install, " +
      "no installation, nothing to install, without installing, without install, zero install, connect by url",
    meets: FACT.REMOTE_MCP,
  },
  {
    field: "license: open source",
    when: "open source, opensource, oss, foss, osi, free software, libre, permissive license, permissive licence, permissively licensed",
    meets: OPEN_SOURCE,
    fails: FACT.PROPRIETARY,
  },
  {
    field: "license: MIT",
    fieldOnly: "mit, license, licence, licensed, licenced",
    when: "mit license, mit licence, mit licensed, mit licenced, under mit",
    meets: FACT.MIT,
    known: FACT.LICENSED,
  },
  {
    field: "license: Apache",
    fieldOnly: "apache, license, licence, licensed, licenced, 2, 0",
    when: "apache license, apache licence, apache licensed, apache licenced, apache 2, under apache",
    meets: FACT.APACHE,
    known: FACT.LICENSED,
  },
  {
    field: SELF_HOSTING_FIELD,
    when:
      "self host, self hosted, self hostable, self hosting, host it myself, host myself, run it myself, run myself, " +
      "on prem, on premise, on premises, own server, own servers, own hardware, own machine, own machines, " +
      "own infrastructure, air gapped, run locally, locally, local first",
    meets: SELF_HOSTABLE,
  },
  {
    field: "pricing: free, freemium or open-source",
    when: "free, for free, free tier, free plan, free of charge, no cost, zero cost, costs nothing, without paying, no credit card, freemium",
    meets: FACT.FREE | FACT.FREEMIUM | FACT.OPEN_SOURCE_PRICING,
    fails: FACT.PAID,
  },
  {
    field: "status: active",
    when: "actively maintained, still maintained, well maintained, maintained, actively developed, still supported, production ready, stable",
    meets: FACT.ACTIVE,
    fails: FACT.DEPRECATED,
  },
];

/** A constraint found in a request: where, and the fields it reads. */
export interface Constraint {
  /** The words as typed ("without an API key"). */
  readonly from: string;
  readonly field: string;
  readonly meets: number;
  readonly fails: number;
  readonly known: number;
  /** Where the phrase is in the request's words: from `start` up to `end` (excluded). */
  readonly start: number;
  readonly end: number;
  /** Its words that are only about the field: set aside rather than searched for (plan.ts). */
  readonly fieldOnly: readonly string[];
}

/** The phrases, longest first at each word (a few dozen), each with its constraint and that field's own words. */
const PHRASES = phraseTable(() => SPECS.map((spec) => [spec.when, { spec, only: new Set(tokenize(spec.fieldOnly ?? "")) }] as const));

/**
 * The constraints of a request: `sequence` its words in order (stop words included), `stems` theirs, `stop` which
 * are stop words. The longest phrase starting at a word wins, and a phrase inside an earlier one adds nothing.
 */
export function readConstraints(sequence: readonly string[], stems: readonly string[], stop: readonly boolean[]): Constraint[] {
  const out: Constraint[] = [];
  let covered = 0;
  for (let start = 0; start < sequence.length; start++) {
    if (start < covered) continue;
    const found = PHRASES.longestAt(stems, stop, start);
    if (found === null) continue;
    let end = found.end;
    const { spec, only } = found.value;
    const { field, meets, fails = 0, known = 0 } = spec;
    // The rest of the field's own words read with it ("under the Apache 2.0 licence").
    while (end < sequence.length && only.has(sequence[end]!)) end++;
    const fieldOnly = sequence.slice(start, end).filter((word) => only.has(word));
    // One reading per field: "free, no cost" says it once.
    if (!out.some((constraint) => constraint.field === field)) {
      out.push({ from: phraseOf(sequence.slice(start, end)), field, meets, fails, known, start, end, fieldOnly });
    }
    covered = end;
  }
  return out;
}

/** What saying no to hosted services ("without a hosted service") asks for instead: something one can host oneself. */
export function selfHostingInstead(from: string, start: number, end: number): Constraint {
  return { from, field: SELF_HOSTING_FIELD, meets: SELF_HOSTABLE, fails: 0, known: 0, start, end, fieldOnly: [] };
}

/** Whether facts `facts` meet (1), fail (-1) or say nothing about (0) a constraint. */
export function verdict(constraint: Constraint, facts: number): -1 | 0 | 1 {
  if ((facts & constraint.meets) !== 0) return 1;
  if ((facts & constraint.fails) !== 0 || (facts & constraint.known) !== 0) return -1;
  return 0;
}
