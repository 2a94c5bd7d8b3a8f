// What an /mcp request tells usage logging, and the one place it is written into the request's usage record:
// the facts gathered while answering (method, era, version, client, tool and the tool's own fields), then how
// the answer ended. `detail` is the HTTP status for a refusal before the body was read (Host, size) or at the
// pipeline (Origin, method, rate limit), and the JSON-RPC code for every error after that.

import type { UsageRecord } from "../observability/usage";
import type { Classification } from "./classify";
import type { Rejection } from "./protocol";

/** The usage fields an answer fills in as it learns them. */
export type McpFacts = Partial<Omit<UsageRecord, "route" | "endpoint" | "outcome" | "detail">> & {
  /** A tool call failed (isError): logged as an error whatever else the answer was. */
  toolError?: boolean;
};

/** How an answer ended, for the usage record: a refusal by HTTP status, a JSON-RPC error by its code, or fine. */
export type Ending =
  | { readonly kind: "refused"; readonly status: number }
  | { readonly kind: "rejected"; readonly rejection: Rejection }
  | { readonly kind: "answered" };

// Method names are client-chosen text; only the protocol's own are logged, so the dataset stays low-cardinality.
const LOGGED_METHODS = new Set([
  "initialize",
  "ping",
  "server/discover",
  "tools/list",
  "tools/call",
  "prompts/list",
  "prompts/get",
  "resources/list",
  "resources/read",
  "resources/templates/list",
  "resources/subscribe",
  "resources/unsubscribe",
  "completion/complete",
  "skills/list",
  "skills/get",
  "resources/directory/read",
  "logging/setLevel",
  "subscriptions/listen",
  "notifications/initialized",
  "notifications/cancelled",
  "notifications/progress",
  "notifications/roots/list_changed",
]);

export function methodForUsage(method: string): string {
  return LOGGED_METHODS.has(method) ? method : "other";
}

/** The facts a classification gives: era, version and the client's self-description. */
export function classificationFacts(classification: Classification): McpFacts {
  if ("reject" in classification) return {};
  return {
    era: classification.era,
    protocolVersion: classification.version,
    ...(classification.client.name !== undefined ? { clientName: classification.client.name } : {}),
    ...(classification.client.version !== undefined ? { clientVersion: classification.client.version } : {}),
  };
}

/** Writes what the answer learnt and how it ended into the usage record. */
export function recordMcpUsage(usage: UsageRecord, facts: McpFacts, ending: Ending): void {
  const { toolError, ...fields } = facts;
  Object.assign(usage, fields);
  if (ending.kind === "refused") {
    usage.outcome = ending.status === 429 ? "rate_limited" : "error";
    usage.detail = String(ending.status);
  } else if (ending.kind === "rejected") {
    usage.outcome = "error";
    usage.detail = String(ending.rejection.code);
  } else if (toolError) {
    usage.outcome = "error";
    usage.detail = "tool_error";
  }
}
