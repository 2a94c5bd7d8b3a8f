// The find prompt: tools for a need in the person's own words. The message asks the model to search with the need
// and its own rephrasings in a listing's words (search's alternatives), open the best candidates, weigh them on
// what their records answer and recommend one with how to install it. Only the optional filters are checked
// against the catalogue; the need itself goes to search as typed.

import { fail, ok } from "../core/problem";
import type { DataLabel } from "../site/types";
import { SEARCH_TYPES } from "../tools/search-output";
import { MAX_ALTERNATIVES } from "../tools/schema-parts";
import type { PromptDefinition } from "./definition";
import { text } from "./definition";
import { categoryOf, ONE_WORD_PER_ARGUMENT } from "./directory";
import { DECIDING_FACTS, GET_CONTENT, GET_ENTRY, NOT_PUBLISHED, SEARCH, SEARCH_ARG, listed } from "./wording";

// Rephrasings to ask for: at least two make fusion worth it; search takes up to MAX_ALTERNATIVES.
const MIN_ALTERNATIVES = 2;
// Candidates to open before choosing: enough to compare, few enough to read every record.
const CANDIDATES = "three to five";

export const findPrompt: PromptDefinition = {
  name: "find",
  title: "Find tools for a need",
  description:
    "Find the tools in the Index Agentica directory that fit a need described in your own words: the assistant searches with your words and its own rephrasings, opens the best candidates, weighs their remote endpoint, sign-in, licence, pricing and status, and recommends one with how to install it.",
  arguments: [
    {
      name: "need",
      title: "Need",
      description: 'What you need, in your own words, e.g. "browser automation for my agent without an API key".',
      required: true,
    },
    {
      name: "type",
      title: "Kind of result",
      description: `Optional: ${listed(SEARCH_TYPES.map((type) => `"${type}"`))}; entry = directory listings (tools, servers, APIs), skill = Agent Skills.`,
      required: false,
      values: "search-type",
    },
    {
      name: "category",
      title: "Category",
      description: "Optional: a category slug to search in, e.g. mcp-servers.",
      required: false,
      values: "category",
    },
  ],
  async build(args, context) {
    const need = args.need!;
    const filters: string[] = [];
    const type = args.type?.toLowerCase();
    if (type !== undefined) {
      if (!(SEARCH_TYPES as readonly string[]).includes(type)) {
        return fail(
          "bad_request",
          `Argument "type" of the prompt find is one of ${SEARCH_TYPES.join(", ")}, not "${args.type!.slice(0, 60)}". ${ONE_WORD_PER_ARGUMENT}`,
        );
      }
      filters.push(`${SEARCH_ARG.type} "${type}"`);
    }
    let label: DataLabel | null = null;
    if (args.category !== undefined) {
      const snapshot = await context.catalogue();
      if (!snapshot.ok) return snapshot;
      const category = categoryOf(snapshot.value, args.category, 'argument "category" of the prompt find');
      if (!category.ok) return category;
      filters.push(`${SEARCH_ARG.category} "${category.value}"`);
      label = snapshot.value.label;
    }
    const narrowed = filters.length === 0 ? "" : `, and ${listed(filters)}`;
    const message = [
      `I need a tool for this: ${need}`,
      "",
      "Find the best fit in the Index Agentica directory:",
      "",
      `1. Call ${SEARCH} with ${SEARCH_ARG.query} ${JSON.stringify(need)}, ${SEARCH_ARG.alternatives} set to ${MIN_ALTERNATIVES} to ${MAX_ALTERNATIVES} rephrasings of my need in the words a directory listing would use (the kind of tool, the task, protocol or product names)${narrowed}. Read its notice: it says which constraints it read (such as "no API key" or "not Python") and what to try when little matches.`,
      `2. Open the ${CANDIDATES} most promising hits with ${GET_ENTRY} (guides, comparisons and stacks with ${GET_CONTENT}) instead of choosing from the hit list.`,
      `3. Weigh them on what their records say: ${DECIDING_FACTS}; ${NOT_PUBLISHED}.`,
      `4. Recommend one, say in two or three sentences why it beats the others for my need, name the runner-up, and show how to install it: for a remote MCP server, the snippet ${GET_ENTRY} gives in install for my client (Claude Code's claude mcp add line if you do not know my client); otherwise its repository or docs link.`,
    ].join("\n");
    return ok({ description: `Find tools for: ${need.slice(0, 200)}`, messages: [text(message)], label });
  },
};
