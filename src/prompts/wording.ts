// Words the prompts share: the tools and arguments they ask the model to use, named from the tool definitions so
// a rename cannot leave a prompt asking for a tool or argument that no longer exists, and the facts a choice
// between tools turns on, named by the fields get_entry returns.

import { getContentTool } from "../tools/get-content";
import { getEntryTool } from "../tools/get-entry";
import type { SearchArgs } from "../tools/search";
import { searchTool } from "../tools/search";

export const SEARCH = searchTool.name;
export const GET_ENTRY = getEntryTool.name;
export const GET_CONTENT = getContentTool.name;

/** search's arguments the prompts name (checked against SearchArgs by the compiler). */
export const SEARCH_ARG = {
  query: "query",
  alternatives: "alternatives",
  type: "type",
  category: "category",
  similarTo: "similar_to",
} as const satisfies Record<string, keyof SearchArgs>;

/** The facts to weigh tools on, each with the path of the field get_entry returns it in (a test checks the paths). */
export const DECIDING_FIELDS = [
  { fact: "remote MCP endpoint", field: "agent_access.mcp_endpoint" },
  { fact: "sign-in", field: "agent_access.auth" },
  { fact: "licence", field: "license" },
  { fact: "pricing", field: "pricing" },
  { fact: "status", field: "status" },
] as const;

export const DECIDING_FACTS = listed(DECIDING_FIELDS.map(({ fact, field }) => (fact === field ? fact : `${fact} (${field})`)));

/** What to write where a record is silent, so the model does not fill the gap from memory. */
export const NOT_PUBLISHED = 'where a record does not say, write "not published" rather than guessing';

/** "a", "a and b", "a, b and c". */
export function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}
