// The search tool: ranked search over entries and long-form items (search/ ranks, and advises what to say
// when a search needs broadening), or, with filters and no words, a listing by name.

import { fail, ok } from "../core/problem";
import { MAX_ID_CHARS } from "../core/ids";
import { listByName, readAsOf, searchWithAdvice, suggestIds, tokenize } from "../search/api";
import { READ_ONLY, type ToolDefinition } from "./definition";
import {
  docResult,
  OUTPUT_SCHEMA,
  SEARCH_TYPES,
  searchHitList,
  type SearchOutput,
  type SearchResultItem,
  type SearchType,
} from "./search-output";
import { filterPhrases, listingNotice, searchNotice, unknownCategory } from "./search-notices";
import { dataLabelField, notFound, sampleMiss, withCatalogue } from "./outcomes";
import { MAX_ALTERNATIVES, MAX_QUERY_CHARS, MAX_SLUG_CHARS, MAX_TAGS, argumentsSchema } from "./schema-parts";
import { vocabularyOf } from "./vocabulary";
import { searchViewFacts } from "./card-facts";

export const DEFAULT_LIMIT = 10;
// A page a model can read in one go; more is better done as a narrower query.
export const MAX_LIMIT = 50;
// Deep paging through keyword hits is never useful; past this, refine the query instead.
export const MAX_OFFSET = 1_000;

export type { SearchOutput, SearchResultItem };

// The outputs that came with the weak-answer line, for usage(): the line is words in the notice, and usage logging
// records a number, never text. Weak, so an output is forgotten with its answer.
const weakAnswers = new WeakSet<SearchOutput>();

export interface SearchArgs {
  query?: string;
  alternatives?: string[];
  similar_to?: string;
  type?: SearchType;
  category?: string;
  tags?: string[];
  limit?: number;
  offset?: number;
}

const inputSchema = argumentsSchema({
  query: {
    type: "string",
    maxLength: MAX_QUERY_CHARS,
    description:
      'Words to look for: a name, an id, a purpose ("browser automation"), a tag. Leave it out with a type, category or tags filter to list everything that filter holds, by name.',
  },
  alternatives: {
    type: "array",
    items: { type: "string", maxLength: MAX_QUERY_CHARS },
    maxItems: MAX_ALTERNATIVES,
    description: "Rephrasings of the same need in a listing's words (category, capability, protocol or product names); one ranking of all.",
  },
  similar_to: {
    type: "string",
    maxLength: MAX_ID_CHARS,
    description: "An entry id: rank what does its job instead (alternatives to it; it is left out). Query words narrow them.",
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
});

export const searchTool: ToolDefinition<SearchArgs, SearchOutput> = {
  name: "search",
  title: "Search the directory",
  description:
    "Ranked keyword search over the Index Agentica directory: entries (agent skills, harnesses, MCP servers, tools, protocols, APIs) and long-form guides, comparisons, stacks and Agent Skills. Forgives typos, plurals and spacing. Hits (id, name, summary, url, tags, links, score) come best first; total counts all, next_offset pages on. Narrow with type, category (entries; see list_categories) and tags; a filter alone lists all it holds. Need in your own words? Add alternatives in a listing's words. Then get_entry or get_content with a hit's id. No hits is not an error: notice says what to try.",
  inputSchema,
  outputSchema: OUTPUT_SCHEMA,
  annotations: READ_ONLY,
  caseInsensitive: ["type", "category", "tags", "similar_to"],
  quotesDirectoryText: true,
  namedItems: (output) => output.results.map((hit) => ({ type: hit.type, id: hit.id })),
  compactText: searchHitList,
  viewFacts: searchViewFacts,
  async run(args, context) {
    const say = vocabularyOf(context);
    const arg = (name: string) => `\`${say.arg("search", name)}\``;
    const query = args.query ?? "";
    const alternatives = args.alternatives ?? [];
    const similarTo = args.similar_to;
    // Alternatives with words, or an entry to find others like, make a search even when the query has none.
    const phrased = alternatives.some((text) => tokenize(text).length > 0) || similarTo !== undefined;
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
      if (similarTo !== undefined && !catalogue.entryById.has(similarTo)) {
        if (label.source === "sample") return sampleMiss(`entry "${similarTo}"`);
        const suggestions = suggestIds(catalogue.search, similarTo, ["entry"]);
        const next = suggestions.length
          ? ` Did you mean ${suggestions.join(", ")}?`
          : ` Use ${say.call("search", { query: similarTo.replace(/-/g, " ") })} to find the id.`;
        return notFound(`No entry with id "${similarTo}" for ${arg("similar_to")}.${next}`, suggestions);
      }
      if (query.trim() === "" && !phrased && args.category === undefined && tags.length === 0 && type === "all") {
        return fail(
          "bad_request",
          `Nothing to search for: give ${arg("query")} (words to look for), or list what a filter holds with ${arg("type")}, ${arg("category")} or ${arg("tags")} (e.g. ${say.call("search", { type: "guide" })}).`,
        );
      }
      const echo = {
        query,
        ...(alternatives.length > 0 ? { alternatives } : {}),
        ...(similarTo !== undefined ? { similar_to: similarTo } : {}),
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
        data: dataLabelField(label),
      });
      if (tokenize(query).length === 0 && !phrased) {
        const docs = listByName(catalogue.search, { type, category: args.category, tags });
        const filters = filterPhrases(args, arg);
        const results = docs.slice(offset, offset + limit).map((doc) => docResult(doc, 1));
        return ok(page(docs.length, results, listingNotice(query, docs.length, offset, filters, say)));
      }
      const answer = searchWithAdvice(catalogue.search, {
        query,
        ...(alternatives.length > 0 ? { alternatives } : {}),
        ...(similarTo !== undefined ? { similarTo } : {}),
        type: type === "all" ? "all" : type,
        category: args.category,
        tags,
        limit,
        offset,
      });
      const readAs = readAsOf(answer);
      const results = answer.hits.map((hit) => docResult(hit.doc, hit.score));
      const output = page(answer.total, results, searchNotice(args, answer, say));
      if (readAs.length > 0) output.read_as = readAs;
      if (answer.advice.rephrase !== null) weakAnswers.add(output);
      return ok(output);
    });
  },
  usage(args, output) {
    const query = typeof args.query === "string" ? args.query : "";
    const alternatives = Array.isArray(args.alternatives) ? args.alternatives : [];
    const words = tokenize(query).length > 0 || alternatives.some((text) => typeof text === "string" && tokenize(text).length > 0);
    // A ranked first page: the answers the weak-answer line is judged on (a listing or a later page never has it).
    const ranked = output !== null && words && (args.offset ?? 0) === 0;
    return {
      ...(typeof args.type === "string" ? { typeFilter: args.type } : {}),
      ...(typeof args.category === "string" ? { categoryFilter: args.category } : {}),
      ...(output ? { resultCount: output.total } : {}),
      queryChars: [...query].length,
      queryWords: tokenize(query).length,
      rankedSearch: ranked ? 1 : 0,
      weakAnswer: output !== null && weakAnswers.has(output) ? 1 : 0,
    };
  },
};
