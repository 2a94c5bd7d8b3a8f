// [vars] and bindings → one typed, validated Config. A bad value is reported, never replaced by a default.

export interface Config {
  /** Base URL of the published site, no trailing slash (e.g. https://indexagentica.com). */
  dataBaseUrl: string;
  cacheTtlSeconds: number;
  rateLimitRequests: number;
  rateLimitPeriodSeconds: number;
  /** `"*"` or a list of exact origins (scheme://host[:port]) allowed for browser callers. */
  allowedOrigins: "*" | readonly string[];
  /** Canonical base for self links; null means "the request's own origin". */
  publicBaseUrl: string | null;
  cfAccountId: string | null;
  /** STATS_API_SINCE as configured (a validated ISO 8601 date or timestamp, not normalised). */
  statsApiSince: string | null;
  statsBeaconSince: string | null;
  hitOrigins: readonly string[];
  /** Analytics Engine SQL API endpoint: ANALYTICS_SQL_URL, else Cloudflare's endpoint for CF_ACCOUNT_ID, else null. */
  analyticsSqlUrl: string | null;
  /** Secret (Account Analytics Read) for the SQL API; null means /stats only says it is collecting. */
  analyticsToken: string | null;
  /** Dataset names the SQL reads; they must match the `analytics_engine_datasets` bindings. */
  analyticsDataset: string;
  hitsDataset: string;
}

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** The vars Config reads; every one is a string in wrangler.toml. */
export interface ConfigVars {
  DATA_BASE_URL?: string;
  CACHE_TTL_SECONDS?: string;
  RATE_LIMIT_REQUESTS?: string;
  RATE_LIMIT_PERIOD_SECONDS?: string;
  ALLOWED_ORIGINS?: string;
  PUBLIC_BASE_URL?: string;
  CF_ACCOUNT_ID?: string;
  STATS_API_SINCE?: string;
  STATS_BEACON_SINCE?: string;
  HIT_ORIGINS?: string;
  ANALYTICS_SQL_URL?: string;
  CF_ANALYTICS_TOKEN?: string;
  ANALYTICS_DATASET?: string;
  HITS_DATASET?: string;
}

// A day: the site rebuilds at least daily, so a longer TTL could only hide fresh data.
const MAX_CACHE_TTL_SECONDS = 86_400;
// Far above any sane per-IP limit; a larger value is almost certainly a typo.
const MAX_RATE_LIMIT_REQUESTS = 1_000_000;
// An hour: the bucket refills within a period, so longer periods make one burst lock a client out.
const MAX_RATE_LIMIT_PERIOD_SECONDS = 3_600;

const DEFAULTS = {
  DATA_BASE_URL: "https://indexagentica.com",
  CACHE_TTL_SECONDS: "600",
  RATE_LIMIT_REQUESTS: "120",
  RATE_LIMIT_PERIOD_SECONDS: "60",
  ALLOWED_ORIGINS: "*",
  HIT_ORIGINS: "https://indexagentica.com,https://www.indexagentica.com",
  ANALYTICS_DATASET: "indexagentica_mcp",
  HITS_DATASET: "indexagentica_hits",
} as const;

// Cloudflare API tokens are 40 URL-safe characters today; the cap leaves room for longer formats.
const MAX_TOKEN_LENGTH = 256;

function text(vars: ConfigVars, name: keyof ConfigVars): string | undefined {
  const raw = vars[name];
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== "string") throw new ConfigError(`${name} must be a string, got ${typeof raw}.`);
  const trimmed = raw.trim();
  return trimmed === "" ? undefined : trimmed;
}

function integer(vars: ConfigVars, name: keyof ConfigVars, fallback: string, min: number, max: number): number {
  const raw = text(vars, name) ?? fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}".`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}.`);
  return value;
}

function httpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}".`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new ConfigError(`${name} must use http or https, got "${url.protocol}".`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`${name} must not carry a query, fragment or credentials: "${raw}".`);
  }
  return url.origin + url.pathname.replace(/\/+$/, "");
}

/** An origin as browsers send it: scheme://host[:port], no path. */
function origin(name: string, raw: string): string {
  const normalized = httpUrl(name, raw);
  const url = new URL(normalized);
  if (url.pathname !== "/" && url.pathname !== "") {
    throw new ConfigError(`${name} entries must be origins without a path, got "${raw}".`);
  }
  return url.origin;
}

function originList(vars: ConfigVars, name: keyof ConfigVars, fallback: string): readonly string[] {
  const raw = text(vars, name) ?? fallback;
  const list = raw
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => origin(name, part));
  return Object.freeze([...new Set(list)]);
}

function timestamp(vars: ConfigVars, name: keyof ConfigVars): string | null {
  const raw = text(vars, name);
  if (raw === undefined) return null;
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(raw) || Number.isNaN(Date.parse(raw))) {
    throw new ConfigError(`${name} must be an ISO 8601 date or timestamp (e.g. 2026-10-02T20:21:47Z), got "${raw}".`);
  }
  // Kept as written: /stats echoes it verbatim (as the live service does); arithmetic parses it where needed.
  return raw;
}

/** A dataset name goes into SQL text, so only a plain identifier is accepted. */
function datasetName(vars: ConfigVars, name: keyof ConfigVars, fallback: string): string {
  const raw = text(vars, name) ?? fallback;
  if (!/^[a-z][a-z0-9_]{0,63}$/.test(raw)) {
    throw new ConfigError(`${name} must be a lower-case identifier (letters, digits, underscores; 64 at most), got "${raw.slice(0, 80)}".`);
  }
  return raw;
}

/** The secret is only checked for shape; its value never appears in a message. */
function token(vars: ConfigVars, name: keyof ConfigVars): string | null {
  const raw = text(vars, name);
  if (raw === undefined) return null;
  if (raw.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9._~+/=-]+$/.test(raw)) {
    throw new ConfigError(`${name} must be an API token (up to ${MAX_TOKEN_LENGTH} URL-safe characters, no spaces).`);
  }
  return raw;
}

function sqlUrl(vars: ConfigVars, accountId: string | null): string | null {
  const explicit = text(vars, "ANALYTICS_SQL_URL");
  if (explicit !== undefined) return httpUrl("ANALYTICS_SQL_URL", explicit);
  return accountId === null ? null : `https://api.cloudflare.com/client/v4/accounts/${accountId}/analytics_engine/sql`;
}

export function parseConfig(vars: ConfigVars): Config {
  const allowed = text(vars, "ALLOWED_ORIGINS") ?? DEFAULTS.ALLOWED_ORIGINS;
  const accountId = text(vars, "CF_ACCOUNT_ID") ?? null;
  if (accountId !== null && !/^[0-9a-f]{32}$/i.test(accountId)) {
    throw new ConfigError(`CF_ACCOUNT_ID must be a 32-character hex account id, got "${accountId}".`);
  }
  const publicBase = text(vars, "PUBLIC_BASE_URL");
  return Object.freeze({
    dataBaseUrl: httpUrl("DATA_BASE_URL", text(vars, "DATA_BASE_URL") ?? DEFAULTS.DATA_BASE_URL),
    cacheTtlSeconds: integer(vars, "CACHE_TTL_SECONDS", DEFAULTS.CACHE_TTL_SECONDS, 0, MAX_CACHE_TTL_SECONDS),
    rateLimitRequests: integer(vars, "RATE_LIMIT_REQUESTS", DEFAULTS.RATE_LIMIT_REQUESTS, 1, MAX_RATE_LIMIT_REQUESTS),
    rateLimitPeriodSeconds: integer(
      vars,
      "RATE_LIMIT_PERIOD_SECONDS",
      DEFAULTS.RATE_LIMIT_PERIOD_SECONDS,
      1,
      MAX_RATE_LIMIT_PERIOD_SECONDS,
    ),
    allowedOrigins: allowed === "*" ? "*" : originList(vars, "ALLOWED_ORIGINS", allowed),
    publicBaseUrl: publicBase === undefined ? null : httpUrl("PUBLIC_BASE_URL", publicBase),
    cfAccountId: accountId,
    statsApiSince: timestamp(vars, "STATS_API_SINCE"),
    statsBeaconSince: timestamp(vars, "STATS_BEACON_SINCE"),
    hitOrigins: originList(vars, "HIT_ORIGINS", DEFAULTS.HIT_ORIGINS),
    analyticsSqlUrl: sqlUrl(vars, accountId),
    analyticsToken: token(vars, "CF_ANALYTICS_TOKEN"),
    analyticsDataset: datasetName(vars, "ANALYTICS_DATASET", DEFAULTS.ANALYTICS_DATASET),
    hitsDataset: datasetName(vars, "HITS_DATASET", DEFAULTS.HITS_DATASET),
  });
}

// The env object is stable for an isolate's lifetime, so parse it once per object.
const parsed = new WeakMap<object, Config>();

export function getConfig(env: ConfigVars): Config {
  const cached = parsed.get(env);
  if (cached) return cached;
  const config = parseConfig(env);
  parsed.set(env, config);
  return config;
}
