import { LONGFORM_TYPES, type Category, type Entry, type LongformSummary } from "../catalog/types";
import { fail, ok } from "../problem";
import type { JsonSchema } from "../schema/json-schema";
import { boundedDistance } from "../search/distance";
import type { DocKind, SearchIndex } from "../search/index";
import { runSearch, type Facets, type Hit, type SearchOutcome } from "../search/query";
import { readAsOf, READ_AS_SCHEMA, type ReadAs } from "../search/read-as";
import { correctQuery } from "../search/suggest";
import { tokenize } from "../search/text";
import { READ_ONLY, type ToolDefinition } from "./definition";
import {
  dataField,
  DATA_LABEL_SCHEMA,
  LINKS_SCHEMA,
  MAX_QUERY_CHARS,
  MAX_SLUG_CHARS,
  MAX_TAGS,
  SLUG_PATTERN,
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
  query: string;
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
      minLength: 1,
      maxLength: MAX_QUERY_CHARS,
      description: 'Words to look for: a name, an id, a purpose ("browser automation"), a tag.',
    },
    type: {
      type: "string",
      enum: SEARCH_TYPES,
      default: "all",
      description: "entry = directory listings; guide, comparison, stack, skill = long-form; all = both.",
      "x-mcp-header": "Type",
    },
    category: {
      type: "string",
      pattern: SLUG_PATTERN,
      maxLength: MAX_SLUG_CHARS,
      description: "Category slug, kebab-case (entries only).",
    },
    tags: {
      type: "array",
      items: { type: "string", pattern: SLUG_PATTERN, maxLength: MAX_SLUG_CHARS, description: "A kebab-case tag." },
      maxItems: MAX_TAGS,
      description: 'Tags that must all be present, e.g. ["payments"].',
    },
    limit: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT, description: "Results per page." },
    offset: { type: "integer", minimum: 0, maximum: MAX_OFFSET, default: 0, description: "Skip this many results (use next_offset)." },
  },
  required: ["query"],
  additionalProperties: false,
};

const resultSchema: JsonSchema = {
  type: "object",
  required: ["type", "id", "name", "summary", "url", "tags", "score", "links"],
  properties: {
    type: { type: "string", enum: ["entry", ...LONGFORM_TYPES] },
    id: { type: "string" },
    name: { type: "string" },
    summary: { type: "string" },
    url: { type: "string" },
    tags: { type: "array", items: { type: "string" } },
    score: { type: "number" },
    links: { ...LINKS_SCHEMA, description: "html: the directory page (get_entry / get_content return every link)." },
    category: { type: "string", description: "Entries: category slug." },
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
    type: { type: "string", enum: SEARCH_TYPES },
    category: { type: "string" },
    tags: { type: "array", items: { type: "string" } },
    limit: { type: "integer" },
    offset: { type: "integer" },
    total: { type: "integer", description: "Hits before paging." },
    next_offset: { type: ["integer", "null"], description: "Offset of the next page; null when there is none." },
    results: { type: "array", items: resultSchema },
    notice: { type: "string", description: "How to broaden or fix the search, when it needs it." },
    read_as: READ_AS_SCHEMA,
    data: DATA_LABEL_SCHEMA,
  },
};

/** Search results link only the directory page: the other links are one get_entry / get_content away. */
function pageLink(links: Record<string, string> | undefined): Record<string, string> {
  return links?.html !== undefined ? { html: links.html } : {};
}

function entryResult(entry: Entry, score: number): SearchResultItem {
  return {
    type: "entry",
    id: entry.id,
    name: entry.name,
    category: entry.category,
    summary: entry.summary,
    url: entry.url,
    tags: entry.tags ?? [],
    score,
    links: pageLink(entry.links),
  };
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
    links: pageLink(item.links),
    entries: item.entries,
  };
  if (item.author !== undefined) out.author = item.author;
  if (item.last_verified !== undefined) out.last_verified = item.last_verified;
  return out;
}

export function toResult(hit: Hit): SearchResultItem {
  return hit.doc.entry ? entryResult(hit.doc.entry, hit.score) : longformResult(hit.doc.longform!, hit.score);
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
 * The notice for a search that needs one: no results (how to broaden: drop a filter, the nearest
 * category, "did you mean"), a page past the end, misspelled words read as others, or words that matched
 * nothing. Null when all is well.
 */
export function searchNotice(
  index: SearchIndex,
  categories: readonly Category[],
  args: SearchArgs,
  outcome: SearchOutcome,
  say: Vocabulary = TOOL_VOCABULARY,
): string | null {
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
    if (args.category !== undefined && !categories.some((c) => c.slug === args.category)) {
      const close = nearest(
        args.category,
        categories.map((c) => c.slug),
      );
      hints.push(
        `There is no category "${args.category}"${close.length ? `; did you mean ${close.join(", ")}?` : `; see ${say.call("list_categories")}.`}`,
      );
    } else if (filtered) {
      const everywhere = runSearch(index, { query: args.query, type: "all", tags: [], limit: 1, offset: 0, facets: true });
      hints.push(...filterHints(args, everywhere.facets!, everywhere.total, say));
    }
    const suggestion = didYouMean();
    if (suggestion !== null) hints.push(suggestion);
    else if (hints.length === 0 || !filtered)
      hints.push(`Try fewer or other words, a product name, or ${say.call("list_categories")} to see what the directory covers.`);
    return `No results for "${args.query}". ${hints.join(" ")}`;
  }
  if (offset >= outcome.total) {
    const name = say.arg("search", "offset");
    return `${name} ${offset} is past the last result (total ${outcome.total}); start again from ${name} 0.`;
  }
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

export const searchTool: ToolDefinition<SearchArgs, SearchOutput> = {
  name: "search",
  title: "Search the directory",
  description:
    "Ranked keyword search over the Index Agentica directory: entries (agent skills, harnesses, MCP servers, tools, protocols, APIs) and long-form guides, comparisons, stacks and Agent Skills. Forgives typos, plurals and spacing. Returns id, name, summary, url, tags and score per hit, best first; total counts every hit and next_offset pages on. Narrow with type, category (entries; slugs from list_categories) and tags. Then call get_entry (entries) or get_content (long-form) with a hit's id for the full record. No hits is not an error: notice says how to broaden.",
  inputSchema,
  outputSchema,
  annotations: READ_ONLY,
  async run(args, context) {
    const say = vocabularyOf(context);
    const arg = (name: string) => `\`${say.arg("search", name)}\``;
    const type = args.type ?? "all";
    const tags = args.tags ?? [];
    const limit = args.limit ?? DEFAULT_LIMIT;
    const offset = args.offset ?? 0;
    if (tokenize(args.query).length === 0) {
      return fail("bad_request", `${arg("query")} has no letters or digits; give at least one word, a name or an id.`);
    }
    if (args.category !== undefined && type !== "all" && type !== "entry") {
      return fail(
        "bad_request",
        `${arg("category")} applies to directory entries only; drop it, or set ${arg("type")} to entry (got type ${type}).`,
      );
    }
    return withCatalogue(context.catalogue, ({ catalogue, label }) => {
      const outcome = runSearch(catalogue.search, {
        query: args.query,
        type: type === "all" ? "all" : type,
        category: args.category,
        tags,
        limit,
        offset,
      });
      const output: SearchOutput = {
        query: args.query,
        type,
        ...(args.category !== undefined ? { category: args.category } : {}),
        tags,
        limit,
        offset,
        total: outcome.total,
        next_offset: offset + outcome.hits.length < outcome.total ? offset + outcome.hits.length : null,
        results: outcome.hits.map(toResult),
        data: dataField(label),
      };
      const notice = searchNotice(catalogue.search, catalogue.categories, args, outcome, say);
      if (notice !== null) output.notice = notice;
      const readAs = readAsOf(outcome);
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

/** The long-form kinds search can filter on, for adapters that map route names. */
export const SEARCHABLE_KINDS: readonly DocKind[] = ["entry", ...LONGFORM_TYPES];
