// The tools the view calls through the host and the values it offers, named as tools/list publishes them
// (test/app/view/names.test.ts holds them to the tool definitions, which the view cannot import: they
// live in a sibling folder of the Worker's tools layer and would drag the ranker into the page).

import { LONGFORM_TYPES } from "../../site/types";

export const TOOL_NAMES = Object.freeze({
  search: "search",
  entry: "get_entry",
  categories: "list_categories",
});

/** The tools/call result `_meta` key of the cards' facts (src/tools/card-facts.ts CARD_FACTS_META_KEY). */
export const CARD_FACTS_KEY = "com.indexagentica/cards";

/** search's `type` values, in its order: everything, entries, then each long-form type. */
export const SEARCH_TYPE_VALUES: readonly string[] = ["all", "entry", ...LONGFORM_TYPES];
