// The ranking request a search tool call makes, for tests that compare runSearch's own outcome beside the tool's.

import type { SearchArgs } from "../../src/tools/search";

export function searchRequestOf(args: SearchArgs, defaultLimit: number) {
  return {
    query: args.query ?? "",
    type: args.type ?? "all",
    category: args.category,
    tags: args.tags ?? [],
    limit: args.limit ?? defaultLimit,
    offset: args.offset ?? 0,
  };
}
