// Helpers shared by the Node and Workers tests of usage logging, beacons and stats: a recording Analytics
// Engine binding that checks every point's layout, a KV wrapper that counts operations, and a client for a
// tenant of the SQL API stand-in. Only standard types here, so both TypeScript projects accept the file.

import { limitViolation, type DataPoint } from "../../src/observability/limits";

declare module "vitest" {
  export interface ProvidedContext {
    /** Base URL of the SQL API stand-in (test/support/global-sql-api.ts). */
    sqlApiUrl: string;
  }
}

/** One data point as the SQL API stand-in stores it. */
export interface StoredPoint {
  dataset: string;
  /** Epoch milliseconds. */
  timestamp: number;
  /** blob1… in order; missing blobs read as "". */
  blobs: string[];
  /** double1… in order; missing doubles read as 0 (as a point written before a column existed does). */
  doubles?: number[];
  sample_interval?: number;
}

export type SqlMode = "ok" | "status-500" | "hang" | "garbage" | "oversize" | "no-table";

export interface WrittenPoint {
  indexes?: (ArrayBuffer | string | null)[];
  blobs?: (ArrayBuffer | string | null)[];
  doubles?: number[];
}

/** An ANALYTICS/HITS binding that keeps every point and fails the test on a malformed one. */
export function recordingDataset(layout: { blobs: number; doubles: number }) {
  const points: DataPoint[] = [];
  const problems: string[] = [];
  return {
    points,
    problems,
    writeDataPoint(point?: WrittenPoint): void {
      const indexes = (point?.indexes ?? []).map(String);
      const blobs = (point?.blobs ?? []).map((blob) => (typeof blob === "string" ? blob : `<${typeof blob}>`));
      const doubles = point?.doubles ?? [];
      const recorded: DataPoint = { indexes, blobs, doubles };
      const violation = limitViolation(recorded);
      if (violation) problems.push(violation);
      if (indexes.length !== 1) problems.push(`${indexes.length} indexes`);
      if (blobs.length !== layout.blobs) problems.push(`${blobs.length} blobs, expected ${layout.blobs}`);
      if (doubles.length !== layout.doubles) problems.push(`${doubles.length} doubles, expected ${layout.doubles}`);
      if ((point?.blobs ?? []).some((blob) => typeof blob !== "string")) problems.push("a blob that is not a string");
      points.push(recorded);
    },
  };
}

/** A binding whose every write throws. */
export function throwingDataset() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    writeDataPoint(): void {
      calls++;
      throw new Error("Analytics Engine is down");
    },
  };
}

export interface KvCounts {
  get: number;
  bulkGet: number;
  put: number;
  delete: number;
  list: number;
  total(): number;
  reset(): void;
}

/** Wraps a KV namespace (real or fake) and counts every operation it receives; a bulk get counts once. */
export function countingKv<T extends object>(kv: T): { kv: T; counts: KvCounts } {
  const counts: KvCounts = {
    get: 0,
    bulkGet: 0,
    put: 0,
    delete: 0,
    list: 0,
    total() {
      return this.get + this.bulkGet + this.put + this.delete + this.list;
    },
    reset() {
      this.get = this.bulkGet = this.put = this.delete = this.list = 0;
    },
  };
  const proxy = new Proxy(kv, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (property === "get" || property === "getWithMetadata") {
          if (Array.isArray(args[0])) counts.bulkGet++;
          else counts.get++;
        } else if (property === "put") counts.put++;
        else if (property === "delete") counts.delete++;
        else if (property === "list") counts.list++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { kv: proxy, counts };
}

/** One tenant of the SQL API stand-in (its own data, mode and query log). */
export function sqlTenant(baseUrl: string, name: string) {
  const root = `${baseUrl}/t/${name}`;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${root}/${path}`, { method: "POST", body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`stand-in ${path} answered ${response.status}`);
    await response.text();
  };
  return {
    /** The URL to use as ANALYTICS_SQL_URL. */
    url: `${root}/sql`,
    load: (points: StoredPoint[], append = false) => post("__points", { points, append }),
    mode: (mode: SqlMode, token?: string) => post("__mode", { mode, token }),
    async log(): Promise<{ queries: string[]; rejected: { sql: string; reason: string }[]; unauthorized: number }> {
      const response = await fetch(`${root}/__log`);
      return (await response.json()) as { queries: string[]; rejected: { sql: string; reason: string }[]; unauthorized: number };
    },
  };
}

/** A stored requests-dataset point in the ANALYTICS layout (the blobs /stats reads; the rest empty). */
export function requestPoint(
  dataset: string,
  at: number,
  fields: {
    route: "mcp" | "rest" | "other";
    method?: string;
    tool?: string;
    cls?: "agent" | "human" | "";
    ua?: string;
    client?: string;
    weight?: number;
    /** A search's weak-answer columns (double8, double7); absent: a point written before they existed. */
    search?: { ranked: 0 | 1; weak: 0 | 1 };
  },
): StoredPoint {
  const blobs = new Array<string>(17).fill("");
  blobs[0] = fields.route;
  blobs[2] = fields.method ?? "";
  blobs[3] = fields.tool ?? "";
  blobs[4] = fields.client ?? "";
  blobs[6] = fields.ua ?? "";
  blobs[16] = fields.cls ?? "agent";
  const doubles = fields.search === undefined ? {} : { doubles: [200, 5, 0, 3, 9, 1, fields.search.weak, fields.search.ranked] };
  return { dataset, timestamp: at, blobs, ...doubles, sample_interval: fields.weight ?? 1 };
}

/** A stored HITS point. */
export function hitPoint(dataset: string, at: number, event: "pageview" | "click" | "download", kind = "", weight = 1): StoredPoint {
  return { dataset, timestamp: at, blobs: [event, "/", "", "", kind, "human", "DE"], sample_interval: weight };
}

/** A stored HITS point for an outbound click (entry id and host) or a download (skill id and kind). */
export function idHitPoint(dataset: string, at: number, event: "click" | "download", id: string, weight = 1): StoredPoint {
  const page = event === "click" ? `/entries/${id}/` : `/skills/${id}/`;
  const host = event === "click" ? "example.com" : "";
  return {
    dataset,
    timestamp: at,
    blobs: [event, page, id, host, event === "download" ? "zip" : "", "human", "DE"],
    sample_interval: weight,
  };
}

/** An in-memory stand-in for a KV namespace (get, bulk get, put, delete, list), for Node tests. */
export function memoryKv() {
  const store = new Map<string, string>();
  const read = (key: string, type?: unknown) => {
    const raw = store.get(key) ?? null;
    return type === "json" && raw !== null ? (JSON.parse(raw) as unknown) : raw;
  };
  return {
    store,
    async get(key: string | string[], type?: unknown): Promise<unknown> {
      if (Array.isArray(key)) {
        if (key.length > 100) throw new Error("bulk get takes at most 100 keys");
        return new Map(key.map((k) => [k, read(k, type)]));
      }
      return read(key, type);
    },
    async put(key: string, value: string): Promise<void> {
      store.set(key, value);
    },
    async delete(key: string): Promise<void> {
      store.delete(key);
    },
    async list(): Promise<{ keys: { name: string }[] }> {
      return { keys: [...store.keys()].map((name) => ({ name })) };
    },
  };
}

interface KvLike {
  get(key: string | string[], type?: unknown): Promise<unknown>;
  put(key: string, value: string, options?: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  list(options?: { prefix?: string | null }): Promise<{ keys: { name: string }[] }>;
}

/**
 * A view of one KV namespace in which every key carries a scope prefix, so tests that share a namespace
 * (the pool does not isolate storage between tests of a file) never see each other's keys.
 */
export function scopedKv<T extends object>(kv: T, scope: string): T {
  const inner = kv as unknown as KvLike;
  const prefix = `${scope}/`;
  const scoped: KvLike = {
    async get(key, type) {
      if (!Array.isArray(key)) return inner.get(prefix + key, type);
      const found = (await inner.get(
        key.map((k) => prefix + k),
        type,
      )) as Map<string, unknown>;
      return new Map([...found].map(([k, v]) => [k.slice(prefix.length), v]));
    },
    put: (key, value, options) => inner.put(prefix + key, value, options),
    delete: (key) => inner.delete(prefix + key),
    async list(options) {
      const listed = await inner.list({ ...options, prefix: prefix + (options?.prefix ?? "") });
      return { ...listed, keys: listed.keys.map((k) => ({ ...k, name: k.name.slice(prefix.length) })) };
    },
  };
  return scoped as unknown as T;
}
