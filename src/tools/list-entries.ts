// GET /entries (REST only): every entry id, in the site's order.

import { ok } from "../core/problem";
import type { JsonSchema } from "../schema/json-schema";
import { READ_ONLY, type ToolDefinition } from "./definition";
import { dataLabelField, withCatalogue } from "./outcomes";
import { DATA_LABEL_SCHEMA, NOTICE_SCHEMA, argumentsSchema } from "./schema-parts";

export interface ListEntriesOutput {
  total: number;
  ids: string[];
  notice?: string;
  data: Record<string, string>;
}

const outputSchema: JsonSchema = {
  type: "object",
  required: ["total", "ids", "data"],
  properties: {
    total: { type: "integer" },
    ids: { type: "array", items: { type: "string" }, description: "Every entry id, in the site's order (by name)." },
    notice: NOTICE_SCHEMA,
    data: DATA_LABEL_SCHEMA,
  },
};

/** REST only (`GET /entries`): every id, for clients that mirror the directory. */
export const listEntriesOperation: ToolDefinition<Record<string, never>, ListEntriesOutput> = {
  name: "list_entries",
  title: "List entry ids",
  description: "Every directory entry id, in the site's order. Fetch one with GET /entries/{id}.",
  inputSchema: argumentsSchema({}),
  outputSchema,
  annotations: READ_ONLY,
  async run(_args, context) {
    return withCatalogue(context.catalogue, ({ catalogue, label }) =>
      ok({ total: catalogue.entries.length, ids: catalogue.entries.map((entry) => entry.id), data: dataLabelField(label) }),
    );
  },
};
