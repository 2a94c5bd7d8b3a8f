// The facts about one request that usage logging may record. Routes fill it in as they learn them;
// it holds public slugs, names and counts only, never query text, free-text arguments or addresses.

export type Era = "modern" | "legacy";
export type Outcome = "ok" | "error" | "rate_limited";

export interface UsageRecord {
  /** "mcp", "rest", or "other" for routes that are neither (cards, docs). */
  route: "mcp" | "rest" | "other";
  /** Normalized path, e.g. "/entries/{id}"; "other" for unknown paths. */
  endpoint: string;
  /** JSON-RPC method (MCP only); "batch" for a 2025-03-26 batch. */
  method?: string;
  /** MCP tool name, or the REST operation's name. */
  tool?: string;
  clientName?: string;
  clientVersion?: string;
  protocolVersion?: string;
  era?: Era;
  /** Set when the route knows better than the HTTP status (e.g. a JSON-RPC error or isError result on 200). */
  outcome?: Outcome;
  /** JSON-RPC error code, "tool_error", or an HTTP status. */
  detail?: string;
  typeFilter?: string;
  categoryFilter?: string;
  targetId?: string;
  resultCount?: number;
  queryChars?: number;
  queryWords?: number;
  /** search: 1 for a ranked first page (words searched, offset 0), the answers the weak-answer line is judged on. */
  rankedSearch?: number;
  /** search: 1 when that answer came with the weak-answer line (src/search/answer/weak-answer.ts). */
  weakAnswer?: number;
}

export function newUsageRecord(endpoint: string): UsageRecord {
  return { route: "other", endpoint };
}
