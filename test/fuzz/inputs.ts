// Generators of hostile and malformed input for the bad-input suite: REST paths and query strings,
// request headers, beacon bodies and JSON-RPC bodies. Each produces something a real client could
// put on the wire (a valid URL, header values without CR/LF), but nothing a well-behaved client would.

import fc from "fast-check";
import { legacyRequest, modernRequest } from "../support/mcp-wire";

// ---------------------------------------------------------------------------------------------- strings

/** Printable ASCII plus tab: what an HTTP header value may carry. */
const headerChar = fc.oneof(
  { weight: 20, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.constant("\t") },
);

export const headerValue = fc.oneof(
  fc.string({ unit: headerChar, maxLength: 40 }),
  fc.string({ unit: headerChar, minLength: 1_000, maxLength: 8_000 }),
  fc.constantFrom("", " ", "\t", "  2025-11-25  ", "null", "undefined", "0", "-1", "*", "*/*", ",,,", "=?base64??="),
);

/** Text of every kind: ASCII, any Unicode grapheme, lone surrogates and control characters. */
export const anyText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom("", " ", "\u0000", "\ud800", "\udfff", "\u202e", "\ufeff", "🙂", "é", "ｅｎｔｒｙ", "İ", "ß", "../", "%", "%%", "%zz"),
);

// ------------------------------------------------------------------------------------------- REST paths

const KNOWN_SEGMENTS = [
  "search",
  "entries",
  "content",
  "categories",
  "openapi.json",
  "health",
  "robots.txt",
  "favicon.ico",
  "mcp",
  "hit",
  "v1",
  "e",
  "stats",
  ".well-known",
  "server-card",
  "guide",
  "guides",
  "skill",
  "playwright-mcp",
  "test-site-only",
  "automate-a-browser-with-playwright-mcp",
] as const;

/** A path segment as it appears in a URL (already percent-encoded where needed, or deliberately broken). */
const pathSegment = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KNOWN_SEGMENTS) },
  { weight: 2, arbitrary: fc.constantFrom(...KNOWN_SEGMENTS).map((segment) => `${segment}.json`) },
  { weight: 3, arbitrary: anyText.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "x"))) },
  { weight: 2, arbitrary: fc.constantFrom("%", "%2", "%zz", "%E0%A4%A", "%C0%AF", "%00", "%2F", "%2e%2e", "%FF%FE", "%F0%9F%98") },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom("a", "-", "0", "%41"), minLength: 100, maxLength: 700 }) },
  { weight: 1, arbitrary: fc.constantFrom("", ".", "~", "-", "--", "a--b", "UPPER", "x".repeat(81)) },
);

export const restPath = fc
  .tuple(fc.array(pathSegment, { minLength: 0, maxLength: 5 }), fc.boolean())
  .map(([segments, trailingSlash]) => `/${segments.join("/")}${trailingSlash && segments.length > 0 ? "/" : ""}`);

export const method = fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS");

// ----------------------------------------------------------------------------------------- query strings

const PARAM_NAMES = ["q", "query", "type", "category", "tags", "tag", "limit", "offset", "include_html", "_", "utm_source", "bogus", ""];

const paramValue = fc.oneof(
  anyText,
  fc.integer().map(String),
  fc.constantFrom("0", "-1", "51", "1e3", "1.5", "0x10", "9".repeat(40), "NaN", "Infinity", " 3 ", "+5", "true", "yes", "no", "2"),
  fc.constantFrom("entry", "guide", "guides", "comparison", "stack", "skill", "all", "entries", "ENTRY", "tools", "mcp-servers"),
  fc.array(fc.constantFrom("mcp", "browser", "", " ", "a,b", "x".repeat(60)), { maxLength: 15 }).map((tags) => tags.join(",")),
  fc.string({ minLength: 200, maxLength: 5_000 }),
);

const encodedPair = fc
  .tuple(
    fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...PARAM_NAMES) }, { weight: 1, arbitrary: anyText }),
    paramValue,
    fc.constantFrom("encoded", "encoded", "encoded", "raw", "broken", "bare"),
  )
  .map(([name, value, style]) => {
    const clean = (text: string) => text.replace(/[\ud800-\udfff]/g, "x");
    switch (style) {
      case "encoded":
        return `${encodeURIComponent(clean(name))}=${encodeURIComponent(clean(value))}`;
      case "raw":
        // The URL parser percent-encodes what must be; "&", "=", "+" and "#" keep their meaning.
        return `${clean(name).replace(/#/g, "")}=${clean(value).replace(/#/g, "")}`;
      case "broken":
        return `${encodeURIComponent(clean(name))}=${encodeURIComponent(clean(value))}%${clean(value).slice(0, 1).replace(/#/g, "")}`;
      default:
        return encodeURIComponent(clean(name));
    }
  });

export const queryString = fc.oneof(
  { weight: 6, arbitrary: fc.array(encodedPair, { minLength: 1, maxLength: 4 }).map((pairs) => pairs.join("&")) },
  { weight: 2, arbitrary: fc.array(encodedPair, { minLength: 0, maxLength: 12 }).map((pairs) => pairs.join("&")) },
  // The same parameter many times over.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...PARAM_NAMES), paramValue, fc.integer({ min: 2, max: 300 }))
      .map(([name, value, times]) =>
        Array.from({ length: times }, () => `${name}=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "x"))}`).join("&"),
      ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("&&&", "=", "==", "q", "q=", "q=&q=", "?", "q=%", "q=a+b", "q=%2B", "&q=agent&", "q=agent#frag"),
  },
);

export const restTarget = fc.constantFrom(
  "/search",
  "/search",
  "/search",
  "/entries",
  "/entries/test-site-only",
  "/entries/playwrigth-mcp",
  "/content",
  "/content/guide/automate-a-browser-with-playwright-mcp",
  "/content/skills/search-the-directory.json",
  "/categories",
  "/openapi.json",
  "/",
);

// ---------------------------------------------------------------------------------------------- headers

const HEADER_NAMES = [
  "accept",
  "content-type",
  "mcp-protocol-version",
  "mcp-method",
  "mcp-name",
  "mcp-session-id",
  "mcp-param-id",
  "mcp-param-type",
  "last-event-id",
  "origin",
  "if-none-match",
  "cf-connecting-ip",
  "user-agent",
  "x-forwarded-for",
  "range",
  "accept-encoding",
  "x-unknown-header",
] as const;

const protocolVersion = fc.oneof(
  fc.constantFrom("2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2099-01-01", "latest", ""),
  fc.constantFrom("2025-11-25", "2026-07-28").map((version) => ` \t${version}\t `),
);

const sentinel = fc
  .oneof(anyText, fc.constantFrom("tools/call", "search", "get_entry"))
  .map((text) => `=?base64?${btoa(String.fromCharCode(...new TextEncoder().encode(text)))}?=`);

const headerFor = (name: (typeof HEADER_NAMES)[number]) => {
  switch (name) {
    case "mcp-protocol-version":
      return fc.oneof(protocolVersion, headerValue);
    case "mcp-method":
    case "mcp-name":
    case "mcp-param-id":
    case "mcp-param-type":
      return fc.oneof(sentinel, headerValue, fc.constantFrom("tools/call", "tools/list", "ping", "search", "get_entry"));
    case "accept":
      return fc.oneof(headerValue, fc.constantFrom("text/event-stream", "application/json;q=0", "text/html", "application/*", "*/*;q=0.1"));
    case "content-type":
      return fc.oneof(
        headerValue,
        fc.constantFrom("text/plain", "application/json; charset=latin1", "multipart/form-data", "application/json"),
      );
    case "origin":
      return fc.oneof(headerValue, fc.constantFrom("null", "https://evil.example", "https://indexagentica.com", "http://localhost:1234"));
    case "cf-connecting-ip":
      return fc.oneof(fc.ipV4(), fc.ipV6(), headerValue);
    default:
      return headerValue;
  }
};

export const headerSet = fc
  .uniqueArray(fc.constantFrom(...HEADER_NAMES), { minLength: 1, maxLength: 5 })
  .chain((names) => fc.tuple(...names.map((name) => headerFor(name).map((value): [string, string] => [name, value]))));

// -------------------------------------------------------------------------------------------- beacons

export const beaconBody = fc.oneof(
  // Real events, so the accepting path runs too.
  fc.constantFrom('{"t":"pageview","p":"/"}', '{"t":"pageview","p":"/entries/test-site-only/"}', '{"t":"pageview","p":"/guides/"}'),
  fc
    .record(
      {
        t: fc.oneof(fc.constantFrom("pageview", "click", "download"), anyText),
        p: fc.oneof(fc.constantFrom("/", "/entries/x402/", "/skills/search-the-directory/", "/nope/"), anyText),
        id: fc.oneof(fc.constantFrom("x402", "playwright-mcp", "search-the-directory"), anyText),
        h: fc.oneof(fc.constantFrom("www.x402.org", "evil.example"), anyText),
        k: fc.oneof(fc.constantFrom("zip", "skill_md"), anyText),
        extra: fc.jsonValue({ maxDepth: 2 }),
      },
      { requiredKeys: [] },
    )
    .map((body) => JSON.stringify(body)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  anyText,
  fc.string({ minLength: 513, maxLength: 4_000 }).map((text) => JSON.stringify({ t: "pageview", p: text })),
);

// -------------------------------------------------------------------------------------------- JSON-RPC

const rpcId = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 53, -(2 ** 53), 1e308, 0.5, Number.MAX_SAFE_INTEGER + 2),
  anyText,
  fc.string({ minLength: 1_000, maxLength: 10_000 }),
  fc.constantFrom(null, true, false),
  fc.jsonValue({ maxDepth: 2 }),
);

const rpcMethod = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom("initialize", "ping", "tools/list", "tools/call", "server/discover", "notifications/initialized"),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "resources/list",
      "prompts/list",
      "prompts/get",
      "completion/complete",
      "logging/setLevel",
      "rpc.discover",
      "__proto__",
      "constructor",
    ),
  },
  { weight: 1, arbitrary: anyText },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
);

const toolArguments = fc.oneof(
  fc.record(
    {
      query: fc.oneof(anyText, fc.string({ minLength: 150, maxLength: 1_000 }), fc.jsonValue({ maxDepth: 1 })),
      id: fc.oneof(anyText, fc.constantFrom("playwright-mcp", "x".repeat(500)), fc.jsonValue({ maxDepth: 1 })),
      type: fc.oneof(fc.constantFrom("entry", "guide", "all", "skill", "entries"), fc.jsonValue({ maxDepth: 1 })),
      tags: fc.oneof(fc.array(anyText, { maxLength: 20 }), fc.jsonValue({ maxDepth: 2 })),
      limit: fc.oneof(fc.integer(), fc.double(), fc.jsonValue({ maxDepth: 1 })),
      include_html: fc.jsonValue({ maxDepth: 1 }),
      // The prompts' arguments (prompts/get sends them under params.arguments too).
      need: fc.oneof(anyText, fc.string({ minLength: 900, maxLength: 1_100 }), fc.jsonValue({ maxDepth: 1 })),
      ids: fc.oneof(anyText, fc.constantFrom("e2b, daytona", "a b c d e f g", ",,, ,", "x402,x402"), fc.jsonValue({ maxDepth: 1 })),
      client: fc.oneof(anyText, fc.constantFrom("cursor", "Claude Code", ""), fc.jsonValue({ maxDepth: 1 })),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

const rpcParams = fc.oneof(
  fc.record(
    {
      name: fc.oneof(
        fc.constantFrom("search", "get_entry", "get_content", "list_categories", "find", "compare", "install", "alternatives", "nope", ""),
        anyText,
        fc.jsonValue({ maxDepth: 1 }),
      ),
      arguments: toolArguments,
      protocolVersion: protocolVersion,
      capabilities: fc.jsonValue({ maxDepth: 2 }),
      clientInfo: fc.jsonValue({ maxDepth: 2 }),
      _meta: fc.oneof(
        fc.record(
          {
            "io.modelcontextprotocol/protocolVersion": fc.oneof(protocolVersion, fc.jsonValue({ maxDepth: 1 })),
            "io.modelcontextprotocol/clientCapabilities": fc.jsonValue({ maxDepth: 2 }),
            "io.modelcontextprotocol/clientInfo": fc.jsonValue({ maxDepth: 2 }),
          },
          { requiredKeys: [] },
        ),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

const rpcMessage = fc.record(
  {
    jsonrpc: fc.oneof({ weight: 5, arbitrary: fc.constant("2.0") }, fc.constantFrom("1.0", "2", 2, null, "")),
    id: rpcId,
    method: rpcMethod,
    params: rpcParams,
    result: fc.jsonValue({ maxDepth: 1 }),
    error: fc.jsonValue({ maxDepth: 1 }),
  },
  { requiredKeys: [] },
);

/** `depth` nested arrays or objects around a value, as text (JSON.stringify would recurse as deep). */
const deeplyNested = fc.tuple(fc.integer({ min: 100, max: 30_000 }), fc.constantFrom("array", "object", "params")).map(([depth, kind]) => {
  if (kind === "array") return "[".repeat(depth) + "]".repeat(depth);
  const nest = '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
  if (kind === "object") return nest;
  return `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search","arguments":{"query":"x","deep":${nest}}}}`;
});

const duplicateKeys = fc
  .tuple(rpcMethod, rpcMethod, rpcId, rpcId)
  .map(
    ([first, second, id1, id2]) =>
      `{"jsonrpc":"2.0","id":${JSON.stringify(id1)},"method":${JSON.stringify(first)},"id":${JSON.stringify(id2)},"method":${JSON.stringify(second)},"jsonrpc":"1.0"}`,
  );

export const jsonRpcBody = fc.oneof(
  { weight: 8, arbitrary: rpcMessage.map((message) => JSON.stringify(message)) },
  {
    weight: 2,
    arbitrary: fc.array(fc.oneof(rpcMessage, fc.jsonValue({ maxDepth: 2 })), { maxLength: 30 }).map((batch) => JSON.stringify(batch)),
  },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: duplicateKeys },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  {
    weight: 1,
    arbitrary: fc.oneof(anyText, fc.constantFrom("", "{", '{"jsonrpc":"2.0",', "\ufeff{}", "null", "[]", "[[]]", "{}", '"x"', "1e999")),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 65_537, max: 200_000 })
      .map((size) => JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", pad: "x".repeat(size) })),
  },
);

export const mcpHeaders = fc.record(
  {
    accept: fc.oneof({ weight: 4, arbitrary: fc.constant("application/json, text/event-stream") }, headerFor("accept")),
    "content-type": fc.oneof({ weight: 4, arbitrary: fc.constant("application/json") }, headerFor("content-type")),
    "mcp-protocol-version": headerFor("mcp-protocol-version"),
    "mcp-method": headerFor("mcp-method"),
    "mcp-name": headerFor("mcp-name"),
    "mcp-session-id": headerValue,
  },
  { requiredKeys: ["accept", "content-type"] },
);

/** Hostile tool arguments, including nesting deep enough to break a recursive validator. */
const hostileArguments = fc.oneof(
  toolArguments,
  fc.integer({ min: 100, max: 20_000 }).map((depth) => JSON.parse("[".repeat(depth) + "]".repeat(depth)) as unknown),
  fc
    .integer({ min: 100, max: 5_000 })
    .map((depth) => ({ query: "agent", deep: JSON.parse('{"a":'.repeat(depth) + "1" + "}".repeat(depth)) as unknown })),
);

const toolName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("search", "get_entry", "get_content", "list_categories") },
  { weight: 1, arbitrary: anyText },
);

/** What a real client of each era sends (the wire helper's requests), with only the tool call's name and arguments made hostile. */
export const plausibleMcpRequest = fc.oneof(
  fc
    .tuple(toolName, hostileArguments, fc.integer({ min: 0, max: 2 ** 31 }))
    .map(([name, args, id]) => legacyRequest("tools/call", { name, arguments: args }, "2025-11-25", { id })),
  fc
    .tuple(toolName, hostileArguments, fc.integer({ min: 0, max: 2 ** 31 }))
    .map(([name, args, id]) => modernRequest("tools/call", { name, arguments: args }, { id })),
);
