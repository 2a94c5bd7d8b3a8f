// What answering one method gives the dispatcher, and what it may use: shared by dispatch.ts and the method
// modules beside it (resources, skills, completion), so none of them imports the dispatcher.

import type { ProtocolVersion } from "../core/server-info";
import type { DataLabel } from "../site/types";
import type { DirectoryContext } from "../resources/context";
import type { ToolContext } from "../tools/definition";
import { FAILURE_RETRY_MS } from "../catalog/store-state";
import { ErrorCode, type Rejection } from "./protocol";
import { REVISIONS } from "./revisions";
import type { McpFacts } from "./usage-facts";

export interface DispatchContext {
  /** The tools' context, which also reads resources and skill files. */
  readonly tools: ToolContext & DirectoryContext;
  readonly baseUrl: string;
  /** The revision the request is served under. */
  readonly version: ProtocolVersion;
  /** What the call learns for usage logging (the tool and its fields, the negotiated version), filled in here. */
  readonly facts: McpFacts;
  /** How long the catalogue copy is fresh (CACHE_TTL_SECONDS), for the ttlMs hints of directory data. */
  readonly dataTtlMs: number;
}

export type Outcome = { readonly result: object } | { readonly error: Rejection };

/** Errors that are answers to a well-formed request travel in-band, on HTTP 200 (as the SDK does). */
export function inBand(code: number, message: string, data?: unknown): Outcome {
  return { error: { status: 200, code, message, ...(data !== undefined ? { data } : {}) } };
}

export function invalidParams(message: string, data?: unknown): Outcome {
  return inBand(ErrorCode.InvalidParams, message, data);
}

export function internalError(message: string, data?: unknown): Outcome {
  return inBand(ErrorCode.InternalError, message, data);
}

/**
 * ttlMs and cacheScope for results of directory data, where the revision has them: clients never cache past our
 * own refresh, and not for long while the data is stale or the sample (the site may be back any moment).
 */
export function cachingHints(context: DispatchContext, label: DataLabel | null): Record<string, unknown> {
  if (!REVISIONS[context.version].resultEnvelope) return {};
  return { ttlMs: label?.source === "live" ? context.dataTtlMs : FAILURE_RETRY_MS, cacheScope: "public" };
}
