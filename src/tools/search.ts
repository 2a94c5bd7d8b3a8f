import { LONGFORM_TYPES, type Category, type Entry, type LongformSummary } from "../site/types";
import { fail, ok } from "../core/problem";
import type { JsonSchema } from "../schema/json-schema";
import { boundedDistance } from "../search/distance";
import type { DocKind, SearchDoc, SearchIndex } from "../search/search-index";
import { runSearch } from "../search/rank";
import type { Facets, Hit, SearchOutcome } from "../search/request";
import { readAsOf, READ_AS_SCHEMA, type ReadAs } from "../search/read-as";
import { correctQuery } from "../search/suggest";
import { fold, tokenize } from "../search/text";
import { READ_ONLY, type ToolDefinition } from "./definition";
import {
  dataField,
  DATA_LABEL_SCHEMA,
  LINKS_SCHEMA,
  MAX_QUERY_CHARS,
  MAX_SLUG_CHARS,
  MAX_TAGS,
  NOTICE_SCHEMA,
  sampleMiss,
  withCatalogue,
} from "./shared";
import { TOOL_VOCABULARY, vocabularyOf, type Vocabulary } from "./vocabulary";

export const DEFAULT_LIMIT = 10;
// A page a model can read in one go; more is better done as a narrower query.
export const MAX_LIMIT = 50;
// Deep paging through keyword hits is never useful; past this, refine the query instead.
export const MAX_OFFSET = 1_000;

export const SEARCH_TYPES = ["all", "entry", ...LONGFORM_TYPES] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface SearchArgs {
  query?: string;
  type?: SearchType;
  category?: string;
  tags?: string[];
  limit?: number;
  offset?: number;
}

export interface SearchResultItem {
  type: DocKind;
  id: string;
  name: string;
  summary: string;
  url: string;
  tags: string[];
  score: number;
  links: Record<string, string>;
  category?: string;
  status?: string;
  pricing?: string;
  mcp_endpoint?: string;
  author?: string;
  last_verified?: string;
  entries?: string[];
}

export interface SearchOutput {
  query: string;
  type: SearchType;
  category?: string;
  tags: string[];
  limit: number;
  offset: number;
  total: number;
  next_offset: number | null;
  results: SearchResultItem[];
  notice?: string;
  read_as?: ReadAs[];
  data: Record<string, string>;
}

const inputSchema: JsonSchema = {
  type: "object",
  properties: {
    query: {
      type: "string",
      maxLength: MAX_QUERY_CHARS,
      description:
        'Words to look for: a name, an id, a purpose ("browser automation"), a tag. Leave it out with a type, category or tags filter to list everything that filter holds, by name.',
    },
    type: {
      type: "string",
      enum: SEARCH_TYPES,
      default: "all",
      description: "entry = directory listings; guide, comparison, stack, skill = long-form; all = both.",
    },
    category: {
      type: "string",
      maxLength: MAX_SLUG_CHARS,
      description: "Category slug, from list_categories (entries only).",
    },
    tags: {
      type: "array",
      items: { type: "string" },
      maxItems: MAX_TAGS,
      description: 'Tags that must all be present, e.g. ["payments"].',
    },
    limit: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT, description: "Results per page." },
    offset: { type: "integer", minimum: 0, maximum: MAX_OFFSET, default: 0, description: "Skip this many results (use next_offset)." },
  },
  additionalProperties: false,
};

const resultSchema: JsonSchema = {
  type: "object",
  required: ["type", "id", "name", "summary", "url", "tags", "score", "links"],
  properties: {
    type: { type: "string", enum: ["entry", ...LONGFORM_TYPES], description: "entry (directory entry) or a long-form type." },
    id: { type: "string" },
    name: { type: "string" },
    summary: { type: "string" },
    url: { type: "string" },
    tags: { type: "array", items: { type: "string" } },
    score: { type: "number", description: "Relevance; 1 for every item of a listing (no query words)." },
    links: LINKS_SCHEMA,
    category: { type: "string", description: "Entries: category slug." },
    status: { type: "string", description: "Entries, when published: e.g. active, beta, deprecated." },
    pricing: { type: "string", description: "Entries, when published: e.g. free, freemium, paid." },
    mcp_endpoint: { type: "string", description: "Entries with a remote MCP server: its URL (agent_access.mcp_endpoint)." },
    author: { type: "string", description: "Long-form: author." },
    last_verified: { type: "string", description: "Long-form: date last checked." },
    entries: { type: "array", items: { type: "string" }, description: "Long-form: ids of entries it covers." },
  },
};

const outputSchema: JsonSchema = {
  type: "object",
  required: ["query", "type", "tags", "limit", "offset", "total", "next_offset", "results", "data"],
  properties: {
    query: { type: "string" },
    type: { type: "string", enum: SEARCH_TYPES, description: "The type searched: entry when only a category was given." },
    category: { type: "string", description: "Category filter applied (omitted when none)." },
    tags: { type: "array", items: { type: "string" } },
    limit: { type: "integer" },
    offset: { type: "integer" },
    total: { type: "integer", description: "Hits before paging." },
    next_offset: { type: ["integer", "null"], description: "Offset of the next page; null when there is none." },
    results: { type: "array", items: resultSchema },
    notice: NOTICE_SCHEMA,
    read_as: READ_AS_SCHEMA,
    data: DATA_LABEL_SCHEMA,
  },
};

function published(value: unknown): value is string {
  return typeof value === "string" && value !== "";
}

function entryResult(entry: Entry, score: number): SearchResultItem {
  const out: SearchResultItem = {
    type: "entry",
    id: entry.id,
    name: entry.name,
    category: entry.category,
    summary: entry.summary,
    url: entry.url,
    tags: entry.tags ?? [],
    score,
    links: entry.links ?? {},
  };
  if (published(entry.status)) out.status = entry.status;
  if (published(entry.pricing)) out.pricing = entry.pricing;
  if (published(entry.agent_access?.mcp_endpoint)) out.mcp_endpoint = entry.agent_access.mcp_endpoint;
  return out;
}

function longformResult(item: LongformSummary, score: number): SearchResultItem {
  const out: SearchResultItem = {
    type: item.type,
    id: item.id,
    name: item.title,
    summary: item.summary,
    url: item.links.html ?? "",
    tags: item.tags,
    score,
    links: item.links,
    entries: item.entries,
  };
  if (item.author !== undefined) out.author = item.author;
  if (item.last_verified !== undefined) out.last_verified = item.last_verified;
  return out;
}

function docResult(doc: SearchDoc, score: number): SearchResultItem {
  return doc.entry ? entryResult(doc.entry, score) : longformResult(doc.longform!, score);
}

export function toResult(hit: Hit): SearchResultItem {
  return docResult(hit.doc, hit.score);
}

// Every doc of an index in listing order (lower-cased name, then id, as the live service sorts), built once per index.
const listingOrder = new WeakMap<SearchIndex, readonly SearchDoc[]>();

function byName(index: SearchIndex): readonly SearchDoc[] {
  let docs = listingOrder.get(index);
  if (!docs) {
    const keyed = index.docs.map((doc) => ({ doc, key: doc.name.toLowerCase() }));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.doc.id < b.doc.id ? -1 : a.doc.id > b.doc.id ? 1 : 0));
    docs = keyed.map((item) => item.doc);
    listingOrder.set(index, docs);
  }
  return docs;
}

/** A listing (no query words): every doc the filters leave, by name; each counts as a hit with score 1. */
function browse(index: SearchIndex, type: SearchType, category: string | undefined, tags: readonly string[]): readonly SearchDoc[] {
  const wanted = tags.map((tag) => fold(tag));
  return byName(index).filter(
    (doc) =>
      (type === "all" || doc.kind === type) &&
      (category === undefined || doc.category === category) &&
      wanted.every((tag) => doc.tags.includes(tag)),
  );
}

function nearest(slug: string, slugs: readonly string[]): string[] {
  return slugs
    .map((candidate) => ({ candidate, distance: boundedDistance(slug, candidate, 4) }))
    .filter((item) => item.distance <= 4 || item.candidate.startsWith(slug.split("-")[0]!))
    .sort((a, b) => a.distance - b.distance || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, 3)
    .map((item) => item.candidate);
}

// Categories and kinds named in a "matches elsewhere" hint; more would be a list, not a hint.
const HINT_PLACES = 3;

function topCounts(counts: Readonly<Record<string, number>>, skip?: string): string[] {
  return Object.entries(counts)
    .filter(([name]) => name !== skip)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, HINT_PLACES)
    .map(([name, count]) => `${name} (${count})`);
}

/** Where the same words match once the filters are dropped: which filter to drop, and where to look. */
function filterHints(args: SearchArgs, facets: Facets, total: number, say: Vocabulary): string[] {
  const hints: string[] = [];
  const type = args.type ?? "all";
  const tags = args.tags ?? [];
  if (total === 0) return hints;
  const arg = (name: string) => say.arg("search", name);
  const dropped = [
    ...(type !== "all" ? [`${arg("type")} ${type}`] : []),
    ...(args.category !== undefined ? [`${arg("category")} ${args.category}`] : []),
    ...(tags.length > 0 ? [`${arg("tags")} ${tags.join(", ")}`] : []),
  ];
  hints.push(`Without ${dropped.join(" and ")} the same words have ${total} results.`);
  if (args.category !== undefined) {
    const places = topCounts(facets.categories, args.category);
    if (places.length > 0) hints.push(`Categories where they match: ${places.join(", ")}.`);
  }
  if (type !== "all") {
    const kinds = topCounts(facets.kinds, type);
    if (kinds.length > 0) hints.push(`Other types that match: ${kinds.join(", ")}.`);
  }
  return hints;
}

/**
 * The notice for a search that needs one: no results (how to broaden: drop a filter, "did you mean"), a page
 * past the end, misspelled words read as others, or words that matched nothing. Null when all is well.
 */
export function searchNotice(
  index: SearchIndex,
  args: SearchArgs,
  outcome: SearchOutcome,
  say: Vocabulary = TOOL_VOCABULARY,
): string | null {
  const query = args.query ?? "";
  const offset = args.offset ?? 0;
  const corrected = correctQuery(index, outcome.words, outcome.unmatched);
  const didYouMean = (): string | null => {
    if (corrected === null) return null;
    const found = runSearch(index, { query: corrected, type: "all", tags: [], limit: 1, offset: 0 }).total;
    return found > 0 ? `Did you mean "${corrected}" (${found} results)?` : null;
  };
  if (outcome.total === 0) {
    const hints: string[] = [];
    const type = args.type ?? "all";
    const filtered = args.category !== undefined || (args.tags ?? []).length > 0 || type !== "all";
    if (filtered) {
      const everywhere = runSearch(index, { query, type: "all", tags: [], limit: 1, offset: 0, facets: true });
      hints.push(...filterHints(args, everywhere.facets!, everywhere.total, say));
    }
    const suggestion = didYouMean();
    if (suggestion !== null) hints.push(suggestion);
    else if (hints.length === 0 || !filtered)
      hints.push(`Try fewer or other words, a product name, or ${say.call("list_categories")} to see what the directory covers.`);
    return `No results for "${query}". ${hints.join(" ")}`;
  }
  if (offset >= outcome.total) return pastTheEnd(offset, outcome.total, say);
  const notes: string[] = [];
  const readAs = Object.entries(outcome.readAs);
  if (readAs.length > 0) notes.push(`Read ${readAs.map(([word, as]) => `"${word}" as ${as.join(" or ")}`).join(", ")}.`);
  if (outcome.unmatched.length > 0) {
    const suggestion = didYouMean();
    const words = outcome.unmatched.map((w) => `"${w}"`).join(", ");
    notes.push(`Nothing matches ${words}; results are ranked on the other words.${suggestion !== null ? ` ${suggestion}` : ""}`);
  }
  return notes.length > 0 ? notes.join(" ") : null;
}

function pastTheEnd(offset: number, total: number, say: Vocabulary): string {
  const name = say.arg("search", "offset");
  return `${name} ${offset} is past the last result (total ${total}); start again from ${name} 0.`;
}

/** An unknown category: every valid slug, and the close ones as suggestions (or an outage, on the sample). */
function unknownCategory(category: string, categories: readonly Category[], sample: boolean, say: Vocabulary) {
  if (sample) return sampleMiss<SearchOutput>(`category "${category}"`);
  const slugs = categories.map((c) => c.slug);
  const close = nearest(category, slugs);
  const guess = close.length > 0 ? ` Did you mean ${close[0]}?` : "";
  return fail<SearchOutput>(
    "bad_request",
    `Unknown \`${say.arg("search", "category")}\` "${category}".${guess} Valid: ${slugs.join(", ")} (${say.call("list_categories")} describes them).`,
    close.length > 0 ? close : undefined,
  );
}

/** The notice of a listing: why it is one when words were ignored, or what to do when it is empty or paged past. */
function listingNotice(query: string, total: number, offset: number, filters: string[], say: Vocabulary): string | null {
  const notes: string[] = [];
  if (query.trim() !== "") {
    notes.push(
      `\`${say.arg("search", "query")}\` "${query.slice(0, 40)}" has no letters or digits, so it narrows nothing: this lists every item${filters.length > 0 ? ` with ${filters.join(" and ")}` : ""}, by name.`,
    );
  }
  if (total === 0) {
    notes.push(`Nothing has ${filters.join(" and ")}; drop a filter, or see ${say.call("list_categories")} for what the directory covers.`);
  } else if (offset >= total) notes.push(pastTheEnd(offset, total, say));
  return notes.length > 0 ? notes.join(" ") : null;
}

export const searchTool: ToolDefinition<SearchArgs, SearchOutput> = {
  name: "search",
  title: "Search the directory",
  description:
    "Ranked keyword search over the Index Agentica directory: entries (agent skills, harnesses, MCP servers, tools, protocols, APIs) and long-form guides, comparisons, stacks and Agent Skills. Forgives typos, plurals and spacing. Hits (id, name, summary, url, tags, links, score) come best first; total counts them all and next_offset pages on. Narrow with type, category (entries; see list_categories) and tags; a filter with no query lists all it holds. Then call get_entry (entries) or get_content (long-form) with a hit's id for the full record. No hits is not an error: notice says how to broaden.",
  inputSchema,
  outputSchema,
  annotations: READ_ONLY,
  caseInsensitive: ["type", "category", "tags"],
  quotesDirectoryText: true,
  async run(args, context) {
    const say = vocabularyOf(context);
    const arg = (name: string) => `\`${say.arg("search", name)}\``;
    const query = args.query ?? "";
    const type = args.type ?? "all";
    const tags = args.tags ?? [];
    const limit = args.limit ?? DEFAULT_LIMIT;
    const offset = args.offset ?? 0;
    if (args.category !== undefined && type !== "all" && type !== "entry") {
      return fail(
        "bad_request",
        `${arg("category")} applies to directory entries only; drop it, or set ${arg("type")} to entry (got type ${type}).`,
      );
    }
    return withCatalogue(context.catalogue, ({ catalogue, label }) => {
      if (args.category !== undefined && !catalogue.categoryBySlug.has(args.category)) {
        return unknownCategory(args.category, catalogue.categories, label.source === "sample", say);
      }
      if (query.trim() === "" && args.category === undefined && tags.length === 0 && type === "all") {
        return fail(
          "bad_request",
          `Nothing to search for: give ${arg("query")} (words to look for), or list what a filter holds with ${arg("type")}, ${arg("category")} or ${arg("tags")} (e.g. ${say.call("search", { type: "guide" })}).`,
        );
      }
      const echo = {
        query,
        // A category means directory entries, so that is the type searched.
        type: args.category !== undefined && type === "all" ? ("entry" as const) : type,
        ...(args.category !== undefined ? { category: args.category } : {}),
        tags,
        limit,
        offset,
      };
      const page = (total: number, results: SearchResultItem[], notice: string | null): SearchOutput => ({
        ...echo,
        total,
        next_offset: offset + results.length < total ? offset + results.length : null,
        results,
        ...(notice !== null ? { notice } : {}),
        data: dataField(label),
      });
      if (tokenize(query).length === 0) {
        const docs = browse(catalogue.search, type, args.category, tags);
        const filters = [
          ...(type !== "all" ? [`${arg("type")} ${type}`] : []),
          ...(args.category !== undefined ? [`${arg("category")} ${args.category}`] : []),
          ...(tags.length > 0 ? [`${arg("tags")} ${tags.join(", ")}`] : []),
        ];
        const results = docs.slice(offset, offset + limit).map((doc) => docResult(doc, 1));
        return ok(page(docs.length, results, listingNotice(query, docs.length, offset, filters, say)));
      }
      const outcome = runSearch(catalogue.search, {
        query,
        type: type === "all" ? "all" : type,
        category: args.category,
        tags,
        limit,
        offset,
      });
      const readAs = readAsOf(outcome);
      const output = page(outcome.total, outcome.hits.map(toResult), searchNotice(catalogue.search, args, outcome, say));
      if (readAs.length > 0) output.read_as = readAs;
      return ok(output);
    });
  },
  usage(args, output) {
    const query = typeof args.query === "string" ? args.query : "";
    return {
      ...(typeof args.type === "string" ? { typeFilter: args.type } : {}),
      ...(typeof args.category === "string" ? { categoryFilter: args.category } : {}),
      ...(output ? { resultCount: output.total } : {}),
      queryChars: [...query].length,
      queryWords: tokenize(query).length,
    };
  },
};
