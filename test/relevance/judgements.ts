// Judged queries: what an agent types, and which ids a good answer shows.
//
// Two scales. The first sets (fixture-queries.ts, sample-queries.ts) grade 2 = the answer, 1 = also
// useful. The need sets (fixture-need-queries.ts, sample-need-queries.ts, the held-out
// fixture-heldout-queries.ts, the paraphrase set fixture-paraphrase-queries.ts, the blind set
// fixture-blind-queries.ts and the fresh blind set fixture-fresh-queries.ts) grade 3 = an ideal answer,
// 2 = a good answer, 1 = a partial answer.

export const QUERY_KINDS = [
  "name",
  "id",
  "tag",
  "purpose",
  "typo",
  "stem",
  "compound",
  "script",
  "none",
  "plain-need",
  "different-wording",
  "platform-constraint",
  "how-to",
  "paraphrase",
  "constraint",
  "exclusion",
  "plain-purpose",
  "everyday-words",
  "two-needs",
  "terse",
  "task",
  "job-everyday",
  "alternative-to",
  "misspelt-name",
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export const KIND_HELP: Readonly<Record<QueryKind, string>> = {
  name: "the exact name of an entry or long-form item",
  id: "the exact id",
  tag: "a published tag",
  purpose: "what the agent wants done, in its own words",
  typo: "a misspelled name or word",
  stem: "a plural or other inflection of the indexed word",
  compound: "hyphen / space / joined variants (codesandbox, code sandbox)",
  script: "text in another script or with Unicode variants",
  none: "nothing in the catalogue matches; the right answer is no results",
  "plain-need": "a job in plain words that the right items' text also uses",
  "different-wording": "a job in words the right items' text does not use (tickets, crashes, headless chrome)",
  "platform-constraint": "a job plus a hard constraint (runs on Cloudflare, Python, self-hosted, free)",
  "how-to": "a question best answered by a guide, comparison, stack or skill",
  paraphrase: "a need in words none of its ideal answers' names, summaries or tags use",
  constraint: "a job plus a constraint the catalogue's fields answer (auth, remote MCP endpoint, licence, pricing, status)",
  exclusion: "a job plus what it must not be (not python, without a hosted service)",
  "plain-purpose": "what is wanted, in plain words that may share the listings' words",
  "everyday-words": "the need in everyday words none of its ideal answers' names, summaries or tags use",
  "two-needs": "two needs in one request; an ideal answer to either is ideal",
  terse: "two to four words, as typed into a search box",
  task: "a task described from inside a project, the need inside the narrative (25-150 words)",
  "job-everyday": "a need described from someone's job, in everyday words none of its ideal answers' names, summaries or tags use",
  "alternative-to": "an alternative to, something like or a replacement for a listed product (that product is not an answer)",
  "misspelt-name": "a listed product's name misspelt by one or two edits, alone or with a few words",
};

export type Grade = 1 | 2 | 3;

export interface JudgedQuery {
  readonly q: string;
  readonly kind: QueryKind;
  /** Relevant ids with their grade; empty for kind "none". */
  readonly relevant: Readonly<Record<string, Grade>>;
  readonly type?: "entry" | "guide" | "comparison" | "stack" | "skill";
  readonly category?: string;
}
