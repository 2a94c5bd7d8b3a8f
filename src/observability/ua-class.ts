// Human or agent, from the User-Agent alone: a heuristic for the stats split, never an identity.
// "human" is a mainstream desktop or mobile browser; everything else is "agent": MCP clients, SDKs, curl,
// scripts, crawlers, link previewers, embedded browsers in tools (Electron) and headless or automated browsers.

export type UaClass = "human" | "agent";

// Browser User-Agents are short; anything this long is synthetic.
const MAX_BROWSER_UA_LENGTH = 512;

/** Every mainstream browser sends "Mozilla/5.0 (<platform>) <engine> ... <browser>/<version>". */
const BROWSER_PLATFORM = /^Mozilla\/5\.0 \((?:Windows NT|Macintosh|X11|Linux|Android|iPhone|iPad|iPod|CrOS)[^)]*\)/;
const BROWSER_ENGINE = /\b(?:AppleWebKit\/[\d.]+|Gecko\/\d+)/;
const BROWSER_PRODUCT = /\b(?:Chrome|CriOS|Firefox|FxiOS|Safari|Edg|EdgA|EdgiOS|OPR|SamsungBrowser|Vivaldi|YaBrowser)\/[\d.]+/;

/**
 * Markers of automation, crawlers, embedded tool browsers and HTTP libraries. Crawlers often copy a browser
 * string and append their name ("... Safari/537.36 (compatible; Googlebot/2.1; ...)"), so this wins over the
 * browser shape.
 */
const AGENT_MARKERS =
  /bot\b|bot\/|crawl|spider|slurp|scrap|headless|phantomjs|electron\/|lighthouse|pagespeed|puppeteer|playwright|selenium|webdriver|cypress|compatible;|\bcursor\/|\bcode\/|claude|chatgpt|openai|anthropic|perplexity|gpt|externalhit|preview|mediapartners|google-|facebookexternal|whatsapp|telegram|discord|slack|python|curl|wget|httpie|node|undici|axios|okhttp|go-http|java\/|libwww|httpclient|postman|insomnia|mcp/i;

export function uaClass(userAgent: string | null | undefined): UaClass {
  if (!userAgent || userAgent.length > MAX_BROWSER_UA_LENGTH) return "agent";
  if (AGENT_MARKERS.test(userAgent)) return "agent";
  if (!BROWSER_PLATFORM.test(userAgent) || !BROWSER_ENGINE.test(userAgent) || !BROWSER_PRODUCT.test(userAgent)) return "agent";
  return "human";
}
