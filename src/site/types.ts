// The site's published JSON, as this Worker reads it (format: the site's api/index.json and api/longform*.json).

export const LONGFORM_TYPES = ["guide", "comparison", "stack", "skill"] as const;
export type LongformType = (typeof LONGFORM_TYPES)[number];

/** URL folder of each long-form type on the site (api/longform/<route>/<id>.json). */
export const LONGFORM_ROUTES: Readonly<Record<LongformType, string>> = {
  guide: "guides",
  comparison: "compare",
  stack: "stacks",
  skill: "skills",
};

export function isLongformType(value: unknown): value is LongformType {
  return typeof value === "string" && (LONGFORM_TYPES as readonly string[]).includes(value);
}

export interface AgentAccess {
  llms_txt?: string;
  openapi?: string;
  mcp_endpoint?: string;
  auth?: string;
  notes?: string;
  [key: string]: unknown;
}

export interface LongformRef {
  type: LongformType;
  id: string;
  title: string;
  url: string;
  json: string;
}

/** One directory entry, passed through as published (unknown fields are kept). */
export interface Entry {
  id: string;
  name: string;
  category: string;
  summary: string;
  url: string;
  description?: string;
  tags?: string[];
  agent_access?: AgentAccess;
  related?: string[];
  longform?: LongformRef[];
  links?: Record<string, string>;
  [key: string]: unknown;
}

export interface Category {
  slug: string;
  name: string;
  description: string;
  count: number;
  html: string;
  json: string;
}

export interface LongformSummary {
  type: LongformType;
  id: string;
  title: string;
  summary: string;
  author?: string;
  tags: string[];
  published?: string;
  updated?: string;
  last_verified?: string;
  entries: string[];
  links: Record<string, string>;
  [key: string]: unknown;
}

/** One long-form item file: the summary fields plus body, type block and detail. */
export interface LongformItem extends LongformSummary {
  markdown: string;
  raw?: string;
  html?: string;
  front_matter?: Record<string, unknown>;
}

/** What the site's index.json yields after validation. */
export interface SiteIndex {
  generated: string | null;
  siteUrl: string;
  categories: Category[];
  entries: Entry[];
}

export type DataSource = "live" | "stale" | "sample";

/** Where the answer's data came from; every tool result and REST body carries it as `data`. */
export interface DataLabel {
  source: DataSource;
  /** The index's own build time (`generated`), when it has one. */
  generated: string | null;
  /** When this Worker fetched the copy it is serving (null for the bundled sample). */
  fetched_at: string | null;
  notice?: string;
}
