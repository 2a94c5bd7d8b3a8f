// JSON Schemas of the /stats answers, for the OpenAPI document (and the tests that hold answers to them).

const count = { type: "integer", minimum: 0 };
const split = { type: "object", required: ["agent", "human"], properties: { agent: count, human: count } };
const byName = { type: "object", additionalProperties: count };

export const TOTALS_SCHEMA = {
  type: "object",
  required: ["site", "mcp", "api", "agent_vs_human", "search"],
  properties: {
    site: {
      type: "object",
      required: ["page_views", "outbound_clicks", "downloads"],
      properties: {
        page_views: count,
        outbound_clicks: count,
        downloads: { type: "object", required: ["total", "zip", "skill_md"], properties: { total: count, zip: count, skill_md: count } },
      },
    },
    mcp: {
      type: "object",
      required: ["requests", "tool_calls", "tool_calls_by_tool", "by_client"],
      properties: {
        requests: count,
        tool_calls: count,
        tool_calls_by_tool: { ...byName, description: "This server's tool names, plus unknown_tool for anything else." },
        by_client: split,
      },
    },
    api: {
      type: "object",
      required: ["requests", "by_operation", "by_client"],
      properties: { requests: count, by_operation: byName, by_client: split },
    },
    agent_vs_human: split,
    search: {
      type: "object",
      description: "Added: searches answered with a ranked first page, and those answered with the weak-answer line.",
      required: ["ranked", "weak_answers"],
      properties: { ranked: count, weak_answers: count },
    },
  },
};

// As configured (STATS_API_SINCE, STATS_BEACON_SINCE): an ISO 8601 timestamp or date, echoed verbatim.
const since = {
  type: "object",
  required: ["mcp_api", "site_beacon"],
  properties: {
    mcp_api: { type: "string", description: "Where MCP/REST counting starts (ISO 8601, as configured)." },
    site_beacon: { type: "string", description: "Where site-beacon counting starts (ISO 8601, as configured)." },
  },
};

const statsUrl = { type: "string", format: "uri", description: "This server's /stats." };
const day = { type: "string", format: "date" };

const DAILY_SCHEMA = {
  type: "object",
  description: "Added for the dashboard: the last 30 UTC days, today so far included. Absent when its queries failed.",
  required: ["from", "through", "days"],
  properties: {
    from: day,
    through: day,
    days: {
      type: "array",
      items: {
        type: "object",
        required: [
          "day",
          "mcp_requests",
          "mcp_tool_calls",
          "api_requests",
          "page_views",
          "outbound_clicks",
          "downloads",
          "agent",
          "human",
          "ranked_searches",
          "weak_answers",
          "weak_answer_share",
        ],
        properties: {
          day,
          mcp_requests: count,
          mcp_tool_calls: count,
          api_requests: count,
          page_views: count,
          outbound_clicks: count,
          downloads: count,
          agent: count,
          human: count,
          ranked_searches: count,
          weak_answers: count,
          weak_answer_share: {
            type: ["number", "null"],
            minimum: 0,
            maximum: 1,
            description: "weak_answers / ranked_searches (three decimals); null on a day without a ranked search.",
          },
        },
      },
    },
  },
};

const named = (key: string, counted: string) => ({
  type: "array",
  items: { type: "object", required: [key, counted], properties: { [key]: { type: "string" }, [counted]: count } },
});

const TOP_SCHEMA = {
  type: "object",
  description: "Added for the dashboard: most first, over the daily series' days. Absent when its queries failed.",
  required: ["since", "limit", "clients", "other_clients", "entries", "skills"],
  properties: {
    since: { type: "string", format: "date-time" },
    limit: count,
    clients: { ...named("name", "requests"), description: "MCP clients by requests (self-reported clientInfo names)." },
    other_clients: { type: "object", required: ["requests"], properties: { requests: count } },
    entries: { ...named("id", "clicks"), description: "Entries by outbound clicks on their pages." },
    skills: { ...named("id", "downloads"), description: "Skills by downloads (zip and SKILL.md)." },
  },
};

export const STATS_OK_SCHEMA = {
  type: "object",
  required: [
    "status",
    "generated",
    "since",
    "windows",
    "all_time_method",
    "rollup",
    "definitions",
    "caveats",
    "privacy",
    "stats_url",
    "cache_seconds",
  ],
  properties: {
    status: { const: "ok" },
    generated: { type: "string", format: "date-time" },
    since,
    windows: {
      type: "object",
      required: ["last_24h", "last_7d", "all_time"],
      properties: { last_24h: TOTALS_SCHEMA, last_7d: TOTALS_SCHEMA, all_time: TOTALS_SCHEMA },
    },
    all_time_method: { type: "string", description: "How all_time is computed." },
    rollup: {
      type: "object",
      required: ["method", "days_stored", "days_missing", "last_stored_day", "live_from", "behind_days", "complete"],
      properties: {
        method: { type: "string" },
        days_stored: count,
        days_missing: { ...count, description: "Days past Analytics Engine's retention that were never stored (counted as zero)." },
        last_stored_day: { type: ["string", "null"], format: "date" },
        live_from: { type: "string", format: "date-time" },
        behind_days: count,
        complete: { type: "boolean", description: "False when some counted days are lost or not yet rolled up beyond retention." },
      },
    },
    definitions: { type: "object", additionalProperties: { type: "string" } },
    caveats: { type: "array", items: { type: "string" } },
    privacy: { type: "string", format: "uri" },
    stats_url: statsUrl,
    cache_seconds: count,
    daily: DAILY_SCHEMA,
    top: TOP_SCHEMA,
  },
};

export const STATS_COLLECTING_SCHEMA = {
  type: "object",
  required: ["status", "message", "since", "generated", "stats_url"],
  properties: {
    status: { const: "collecting" },
    message: { type: "string" },
    since,
    generated: { type: "string", format: "date-time" },
    stats_url: statsUrl,
    privacy: { type: "string", format: "uri" },
  },
};

export const STATS_UNAVAILABLE_SCHEMA = {
  type: "object",
  required: ["status", "message", "since", "generated"],
  properties: { status: { const: "unavailable" }, message: { type: "string" }, since, generated: { type: "string", format: "date-time" } },
};
