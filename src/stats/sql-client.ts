// The Analytics Engine SQL API: POST the query text with a bearer token, read `FORMAT JSON`
// ({"meta":[…],"data":[…],"rows":n}) under a deadline and a size cap. Failures are values with a reason
// (never the token); a dataset that has never been written to reads as empty.

import { readCappedText } from "../http/capped-stream";
import { globalFetch, type Fetcher } from "../http/fetcher";
import { isRecord } from "../core/guards";
import { fail, ok, type Result } from "../core/problem";

export type SqlRow = Readonly<Record<string, unknown>>;
/** Runs one query; how /stats and the rollup reach the SQL API (tests count and inspect calls through it). */
export type SqlRunner = (sql: string) => Promise<Result<readonly SqlRow[]>>;

// The SQL API answers our small grouped queries in well under a second; past this a /stats caller is waiting on us.
export const SQL_TIMEOUT_MS = 5_000;
// Our queries return at most a few hundred grouped rows; a larger answer is not one of ours.
export const MAX_SQL_RESPONSE_BYTES = 1024 * 1024;

export interface SqlTarget {
  readonly url: string;
  readonly token: string;
  readonly fetcher?: Fetcher;
  readonly timeoutMs?: number;
}

/** The SQL API reports a table that does not exist yet (no point written) with one of these. */
const NO_TABLE = /unknown table|table .* (does not|doesn't) exist|no such table/i;

export function sqlRunner(target: SqlTarget): SqlRunner {
  const fetcher = target.fetcher ?? globalFetch;
  const timeoutMs = target.timeoutMs ?? SQL_TIMEOUT_MS;
  return async (sql) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetcher(target.url, {
        method: "POST",
        headers: { authorization: `Bearer ${target.token}`, "content-type": "text/plain; charset=utf-8", accept: "application/json" },
        body: sql,
        signal: controller.signal,
        redirect: "manual",
      });
      const read = response.body
        ? await readCappedText(response.body, MAX_SQL_RESPONSE_BYTES, { signal: controller.signal })
        : { ok: true as const, text: "" };
      if (!read.ok) {
        if (read.reason === "unreadable") return fail("upstream_error", "the SQL API could not be reached");
        return fail(
          "upstream_error",
          read.reason === "too_large" ? `the SQL API answer was over ${MAX_SQL_RESPONSE_BYTES} bytes` : "the SQL API answer was not UTF-8",
        );
      }
      const text = read.text;
      if (response.status !== 200) {
        if (response.status >= 400 && response.status < 500 && NO_TABLE.test(text)) return ok([]);
        return fail("upstream_error", `the SQL API answered HTTP ${response.status}`);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return fail("upstream_error", "the SQL API answer was not JSON");
      }
      const data = (body as { data?: unknown } | null)?.data;
      if (!Array.isArray(data)) return fail("upstream_error", "the SQL API answer had no data array");
      return ok(data.filter(isRecord));
    } catch {
      if (controller.signal.aborted) return fail("upstream_error", `the SQL API did not answer within ${timeoutMs} ms`);
      return fail("upstream_error", "the SQL API could not be reached");
    } finally {
      clearTimeout(timer);
    }
  };
}
