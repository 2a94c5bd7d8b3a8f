// A stand-in for the Workers Analytics Engine SQL API on 127.0.0.1. It answers POSTed SQL in the API's
// `FORMAT JSON` shape ({"meta":[…],"data":[…],"rows":n}, 64-bit counts as strings like ClickHouse) from data
// points the test loads, and it is strict: it only understands the small grammar /stats is allowed to send
// (SELECT blobN / doubleN / formatDateTime / sum / if / IN / toDateTime … GROUP BY … [ORDER BY <sum> DESC LIMIT n]
// FORMAT JSON). Anything else is
// rejected with HTTP 400 and kept in the tenant's log, so a test can assert that no other SQL was sent.
//
//   POST /t/<tenant>/sql                     the API (Authorization: Bearer <token>, default "test-token")
//   POST /t/<tenant>/__points  {"points":[{dataset,timestamp,blobs,doubles?,sample_interval?}], "append"?: true}
//   POST /t/<tenant>/__mode    {"mode":"ok"|"status-500"|"hang"|"garbage"|"oversize"|"no-table", "token"?}
//   GET  /t/<tenant>/__log     {"queries":[sql…],"rejected":[{sql,reason}…],"unauthorized":n}
//
// Tenants keep tests apart: each test points ANALYTICS_SQL_URL at its own /t/<tenant>/sql.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

import type { SqlMode, StoredPoint } from "./analytics-helpers";

export type { SqlMode, StoredPoint };

interface Tenant {
  points: StoredPoint[];
  mode: SqlMode;
  token: string;
  queries: string[];
  rejected: { sql: string; reason: string }[];
  unauthorized: number;
}

export interface SqlApiServer {
  readonly url: string;
  close(): Promise<void>;
}

class Rejected extends Error {}

// ---- a tiny interpreter for exactly our grammar ----

type Value = string | number;
type Expr =
  | { kind: "blob"; index: number }
  | { kind: "double"; index: number }
  | { kind: "day" }
  | { kind: "sum" }
  | { kind: "sumSince"; since: number }
  | { kind: "ifEquals"; blob: number; literal: string; then: string; otherwise: string }
  | { kind: "ifIn"; blob: number; list: string[]; otherwise: string };
type Condition =
  | { kind: "since"; at: number }
  | { kind: "before"; at: number }
  | { kind: "in"; blob: number; list: string[] }
  | { kind: "equals"; blob: number; literal: string };

const LIT = String.raw`'([a-z0-9_/-]*)'`;
const TIME = String.raw`toDateTime\('(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})'\)`;

function timeOf(text: string): number {
  return Date.parse(`${text.replace(" ", "T")}Z`);
}

function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "'") quoted = !quoted;
    if (!quoted && char === "(") depth++;
    if (!quoted && char === ")") depth--;
    if (!quoted && depth === 0 && text.startsWith(separator, i)) {
      parts.push(current);
      current = "";
      i += separator.length - 1;
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim());
}

function literalList(text: string): string[] {
  return splitTopLevel(text, ",").map((item) => {
    const match = new RegExp(`^${LIT}$`).exec(item);
    if (!match) throw new Rejected(`not a literal: ${item}`);
    return match[1]!;
  });
}

function parseExpr(text: string): Expr {
  let m: RegExpExecArray | null;
  if ((m = /^blob(\d{1,2})$/.exec(text))) return { kind: "blob", index: Number(m[1]) };
  if ((m = /^double(\d{1,2})$/.exec(text))) return { kind: "double", index: Number(m[1]) };
  if (text === "formatDateTime(timestamp, '%Y-%m-%d')") return { kind: "day" };
  if (text === "sum(_sample_interval)") return { kind: "sum" };
  if ((m = new RegExp(`^sum\\(if\\(timestamp >= ${TIME}, _sample_interval, 0\\)\\)$`).exec(text)))
    return { kind: "sumSince", since: timeOf(m[1]!) };
  if ((m = new RegExp(`^if\\(blob(\\d{1,2}) = ${LIT}, ${LIT}, ${LIT}\\)$`).exec(text))) {
    return { kind: "ifEquals", blob: Number(m[1]), literal: m[2]!, then: m[3]!, otherwise: m[4]! };
  }
  if ((m = new RegExp(`^if\\(blob(\\d{1,2}) IN \\((.+)\\), blob(\\d{1,2}), ${LIT}\\)$`).exec(text))) {
    if (m[1] !== m[3]) throw new Rejected(`if() mixes columns: ${text}`);
    return { kind: "ifIn", blob: Number(m[1]), list: literalList(m[2]!), otherwise: m[4]! };
  }
  throw new Rejected(`unsupported expression: ${text}`);
}

function parseCondition(text: string): Condition {
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^timestamp >= ${TIME}$`).exec(text))) return { kind: "since", at: timeOf(m[1]!) };
  if ((m = new RegExp(`^timestamp < ${TIME}$`).exec(text))) return { kind: "before", at: timeOf(m[1]!) };
  if ((m = /^blob(\d{1,2}) IN \((.+)\)$/.exec(text))) return { kind: "in", blob: Number(m[1]), list: literalList(m[2]!) };
  if ((m = new RegExp(`^blob(\\d{1,2}) = ${LIT}$`).exec(text))) return { kind: "equals", blob: Number(m[1]), literal: m[2]! };
  throw new Rejected(`unsupported condition: ${text}`);
}

interface Query {
  dataset: string;
  columns: { alias: string; expr: Expr }[];
  conditions: Condition[];
  groupBy: string[];
  /** ORDER BY <a sum's alias> DESC LIMIT n. */
  ranked: { by: string; limit: number } | null;
}

export function parseQuery(sql: string): Query {
  const m =
    /^SELECT (.+) FROM ([a-z][a-z0-9_]{0,63}) WHERE (.+) GROUP BY (.+?)(?: ORDER BY ([a-z][a-z0-9_]*) DESC LIMIT (\d+))? FORMAT JSON$/.exec(
      sql,
    );
  if (!m) throw new Rejected("not SELECT … FROM … WHERE … GROUP BY … [ORDER BY … DESC LIMIT n] FORMAT JSON");
  const columns = splitTopLevel(m[1]!, ",").map((item) => {
    const parts = /^(.+) AS ([a-z][a-z0-9_]*)$/.exec(item);
    if (!parts) throw new Rejected(`column without alias: ${item}`);
    return { alias: parts[2]!, expr: parseExpr(parts[1]!) };
  });
  const conditions = splitTopLevel(m[3]!, " AND ").map(parseCondition);
  const groupBy = splitTopLevel(m[4]!, ",");
  const dimensions = columns.filter((c) => c.expr.kind !== "sum" && c.expr.kind !== "sumSince").map((c) => c.alias);
  if (groupBy.join(",") !== dimensions.join(","))
    throw new Rejected(`GROUP BY ${groupBy.join(", ")} does not match the dimensions ${dimensions.join(", ")}`);
  if (!conditions.some((c) => c.kind === "since")) throw new Rejected("no lower time bound: every query must be bounded in time");
  let ranked: Query["ranked"] = null;
  if (m[5] !== undefined) {
    const by = columns.find((c) => c.alias === m[5]);
    if (!by || (by.expr.kind !== "sum" && by.expr.kind !== "sumSince")) throw new Rejected(`ORDER BY ${m[5]} is not a sum`);
    ranked = { by: m[5], limit: Number(m[6]) };
    if (ranked.limit < 1) throw new Rejected("LIMIT must be at least 1");
  }
  return { dataset: m[2]!, columns, conditions, groupBy, ranked };
}

function blob(point: StoredPoint, index: number): string {
  if (index < 1 || index > 20) throw new Rejected(`blob${index} does not exist`);
  return point.blobs[index - 1] ?? "";
}

function double(point: StoredPoint, index: number): number {
  if (index < 1 || index > 20) throw new Rejected(`double${index} does not exist`);
  return point.doubles?.[index - 1] ?? 0;
}

function dimension(expr: Expr, point: StoredPoint): Value {
  switch (expr.kind) {
    case "blob":
      return blob(point, expr.index);
    case "double":
      return double(point, expr.index);
    case "day":
      return new Date(point.timestamp).toISOString().slice(0, 10);
    case "ifEquals":
      return blob(point, expr.blob) === expr.literal ? expr.then : expr.otherwise;
    case "ifIn":
      return expr.list.includes(blob(point, expr.blob)) ? blob(point, expr.blob) : expr.otherwise;
    default:
      throw new Rejected("aggregate used as a dimension");
  }
}

function matches(condition: Condition, point: StoredPoint): boolean {
  switch (condition.kind) {
    case "since":
      return point.timestamp >= condition.at;
    case "before":
      return point.timestamp < condition.at;
    case "in":
      return condition.list.includes(blob(point, condition.blob));
    case "equals":
      return blob(point, condition.blob) === condition.literal;
  }
}

export function runQuery(
  query: Query,
  points: readonly StoredPoint[],
): { meta: { name: string; type: string }[]; data: Record<string, Value>[] } {
  const groups = new Map<string, Record<string, Value>>();
  for (const point of points) {
    if (point.dataset !== query.dataset) continue;
    // Analytics Engine stores whole seconds.
    const stored = { ...point, timestamp: Math.floor(point.timestamp / 1000) * 1000 };
    if (!query.conditions.every((condition) => matches(condition, stored))) continue;
    const row: Record<string, Value> = {};
    for (const { alias, expr } of query.columns) if (expr.kind !== "sum" && expr.kind !== "sumSince") row[alias] = dimension(expr, stored);
    const key = JSON.stringify(query.groupBy.map((alias) => row[alias]));
    const group = groups.get(key) ?? { ...row };
    const weight = point.sample_interval ?? 1;
    for (const { alias, expr } of query.columns) {
      if (expr.kind === "sum") group[alias] = Number(group[alias] ?? 0) + weight;
      if (expr.kind === "sumSince") group[alias] = Number(group[alias] ?? 0) + (stored.timestamp >= expr.since ? weight : 0);
    }
    groups.set(key, group);
  }
  const meta = query.columns.map(({ alias, expr }) => ({
    name: alias,
    type: expr.kind === "sum" || expr.kind === "sumSince" ? "UInt64" : expr.kind === "double" ? "Float64" : "String",
  }));
  let rows = [...groups.values()];
  if (query.ranked) {
    const by = query.ranked.by;
    rows = rows.sort((a, b) => Number(b[by] ?? 0) - Number(a[by] ?? 0)).slice(0, query.ranked.limit);
  }
  const data = rows.map((row) => {
    const out: Record<string, Value> = {};
    for (const { alias, expr } of query.columns) {
      // ClickHouse's JSON output quotes 64-bit integers.
      out[alias] = expr.kind === "sum" || expr.kind === "sumSince" ? String(row[alias] ?? 0) : row[alias]!;
    }
    return out;
  });
  return { meta, data };
}

// ---- the HTTP server ----

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export const DEFAULT_SQL_TOKEN = "test-token";

export async function startSqlApiServer(): Promise<SqlApiServer> {
  const tenants = new Map<string, Tenant>();
  const hanging = new Set<ServerResponse>();
  const tenant = (name: string): Tenant => {
    let t = tenants.get(name);
    if (!t) {
      t = { points: [], mode: "ok", token: DEFAULT_SQL_TOKEN, queries: [], rejected: [], unauthorized: 0 };
      tenants.set(name, t);
    }
    return t;
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const m = /^\/t\/([A-Za-z0-9_-]+)\/(sql|__points|__mode|__log)$/.exec(url.pathname);
      if (!m) return send(res, 404, JSON.stringify({ errors: [{ message: "no such path" }] }));
      const t = tenant(m[1]!);
      const action = m[2]!;
      if (action === "__log")
        return send(res, 200, JSON.stringify({ queries: t.queries, rejected: t.rejected, unauthorized: t.unauthorized }));
      if (action === "__points") {
        const body = JSON.parse((await readBody(req)) || "{}") as { points?: StoredPoint[]; append?: boolean };
        t.points = body.append ? [...t.points, ...(body.points ?? [])] : (body.points ?? []);
        return send(res, 200, JSON.stringify({ points: t.points.length }));
      }
      if (action === "__mode") {
        const body = JSON.parse((await readBody(req)) || "{}") as { mode?: SqlMode; token?: string };
        t.mode = body.mode ?? "ok";
        if (body.token) t.token = body.token;
        return send(res, 200, "{}");
      }
      if (req.method !== "POST") return send(res, 405, JSON.stringify({ errors: [{ message: "POST only" }] }));
      const sql = await readBody(req);
      if (req.headers.authorization !== `Bearer ${t.token}`) {
        t.unauthorized++;
        return send(res, 401, JSON.stringify({ success: false, errors: [{ code: 10000, message: "Authentication error" }] }));
      }
      t.queries.push(sql);
      switch (t.mode) {
        case "status-500":
          return send(res, 500, JSON.stringify({ success: false, errors: [{ message: "internal error" }] }));
        case "hang":
          hanging.add(res);
          res.on("close", () => hanging.delete(res));
          return;
        case "garbage":
          return send(res, 200, "<html>not json</html>");
        case "oversize":
          return send(res, 200, JSON.stringify({ data: [], padding: "x".repeat(2 * 1024 * 1024) }));
        case "no-table":
          return send(res, 422, "Code: 60. DB::Exception: Unknown table expression identifier");
        default:
          break;
      }
      let query: Query;
      try {
        query = parseQuery(sql);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        t.rejected.push({ sql, reason });
        return send(res, 400, JSON.stringify({ errors: [{ message: reason }] }));
      }
      const { meta, data } = runQuery(query, t.points);
      return send(res, 200, JSON.stringify({ meta, data, rows: data.length, rows_before_limit_at_least: data.length }));
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, JSON.stringify({ errors: [{ message: String(error) }] }));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
