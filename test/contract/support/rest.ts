// Helpers of the REST, stats and beacon contract files: the conventions every answer shares (CORS, the error
// envelope), clients of their own for the rate-limited target, and the error schema of /openapi.json for
// answers no path documents (405s and unknown routes).

import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import { expect } from "vitest";
import type { ContractTarget } from "./global-contract";
import { type Answer, dataTargets, get, request } from "./http";

/** The live service's CORS headers every answer carries (Access-Control-Allow-Origin always "*"). */
export const LIVE_ALLOWED_HEADERS = [
  "content-type",
  "accept",
  "authorization",
  "mcp-protocol-version",
  "mcp-method",
  "mcp-name",
  "mcp-session-id",
  "last-event-id",
];
export const LIVE_EXPOSED_HEADERS = ["mcp-protocol-version", "retry-after", "x-ratelimit-limit", "x-ratelimit-period"];

export function expectCors(answer: Answer, what: string): void {
  expect(answer.headers.get("access-control-allow-origin"), `${what}: Access-Control-Allow-Origin`).toBe("*");
  const exposed = (answer.headers.get("access-control-expose-headers") ?? "").split(/,\s*/);
  expect(exposed, `${what}: Access-Control-Expose-Headers`).toEqual(expect.arrayContaining(LIVE_EXPOSED_HEADERS));
}

const errorValidators = new Map<string, Promise<ValidateFunction>>();

/** components.schemas.Error of the target's own /openapi.json. */
function errorValidator(target: ContractTarget): Promise<ValidateFunction> {
  let pending = errorValidators.get(target.base);
  if (!pending) {
    pending = (async () => {
      const document = await get(target, "/openapi.json");
      expect(document.status).toBe(200);
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      return ajv.compile(document.body.components.schemas.Error);
    })();
    errorValidators.set(target.base, pending);
  }
  return pending;
}

/**
 * The Worker whose /openapi.json documents the rate-limited Worker's answers: the same code builds both
 * documents, and the limited Worker's own document would cost a request of a 5-per-10-s budget.
 */
export function documenting(target: ContractTarget): ContractTarget {
  return target.name === "limited" ? dataTargets()[0]![1] : target;
}

/**
 * The error envelope as the live service sends it: {"error": {status (= the HTTP status), code, message}},
 * `suggestions` always on not_found, `retry_after` (= Retry-After) on rate_limited, valid against the Error
 * schema the target documents; no public caching; CORS.
 */
export async function expectEnvelope(target: ContractTarget, answer: Answer, status: number, code: string, what: string): Promise<void> {
  expect(answer.status, what).toBe(status);
  expect(answer.headers.get("content-type"), what).toBe("application/json; charset=utf-8");
  const validate = await errorValidator(documenting(target));
  expect(validate(answer.body), `${what}: ${JSON.stringify(validate.errors)}`).toBe(true);
  expect(answer.body.error.status, what).toBe(status);
  expect(answer.body.error.code, what).toBe(code);
  expect(answer.body.error.message.length, what).toBeGreaterThan(10);
  if (code === "not_found") expect(Array.isArray(answer.body.error.suggestions), `${what}: suggestions`).toBe(true);
  if (code === "rate_limited") expect(answer.body.error.retry_after, what).toBe(Number(answer.headers.get("retry-after")));
  expect(answer.headers.get("cache-control") ?? "", what).not.toMatch(/public/);
  expectCors(answer, what);
}

// Each contract file takes its own block of addresses on the rate-limited target (its counters are per
// CF-Connecting-IP, which wrangler dev keeps when the caller sets it), so no file spends another's budget and the
// files can run at the same time.
const IP_BLOCKS = { rest: 1, stats: 2, beacon: 3, registry: 4, mcp: 5 } as const;
const nextHost: Record<string, number> = {};

/** A client address no other request of this run has used. */
export function freshClient(file: keyof typeof IP_BLOCKS): Record<string, string> {
  const host = (nextHost[file] = (nextHost[file] ?? 0) + 1);
  return { "cf-connecting-ip": `100.64.${IP_BLOCKS[file]}.${host}` };
}

// 5 requests per 10 s on the limited target. Eleven requests in under ten seconds put at least six in one
// window of the binding's clock, whatever its alignment: one of them must be refused.
const LIMITED_BURST = 11;

/** Sends `init` to `path` as one fresh client until it is refused; the refusal, or the last answer. */
export async function untilLimited(
  target: ContractTarget,
  path: string,
  file: keyof typeof IP_BLOCKS,
  init: RequestInit = {},
): Promise<Answer> {
  const client = freshClient(file);
  let answer: Answer | null = null;
  for (let i = 0; i < LIMITED_BURST; i++) {
    answer = await request(target, path, { ...init, headers: { ...(init.headers as Record<string, string>), ...client } });
    if (answer.status === 429) return answer;
  }
  return answer!;
}
