// Judged queries: what an agent types, and which ids a good answer shows (2 = the answer, 1 = also useful).

export const QUERY_KINDS = ["name", "id", "tag", "purpose", "typo", "stem", "compound", "script", "none"] as const;
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
};

export type Grade = 1 | 2;

export interface JudgedQuery {
  readonly q: string;
  readonly kind: QueryKind;
  /** Relevant ids with their grade; empty for kind "none". */
  readonly relevant: Readonly<Record<string, Grade>>;
  readonly type?: "entry" | "guide" | "comparison" | "stack" | "skill";
  readonly category?: string;
}
