// The list_categories tool: every category with its description and entry count.

import type { Category } from "../site/types";
import { ok } from "../core/problem";
import type { JsonSchema } from "../schema/json-schema";
import { READ_ONLY, type ToolDefinition } from "./definition";
import { dataLabelField, withCatalogue } from "./outcomes";
import { DATA_LABEL_SCHEMA, NOTICE_SCHEMA, argumentsSchema } from "./schema-parts";

export interface ListCategoriesOutput {
  total: number;
  generated?: string;
  categories: Category[];
  notice?: string;
  data: Record<string, string>;
}

const outputSchema: JsonSchema = {
  type: "object",
  required: ["total", "categories", "data"],
  properties: {
    total: { type: "integer", description: "Entries in the directory (the sum of the counts)." },
    generated: { type: "string", description: "Build time of the site's index." },
    categories: {
      type: "array",
      items: {
        type: "object",
        required: ["slug", "name", "description", "count", "html", "json"],
        properties: {
          slug: { type: "string" },
          name: { type: "string" },
          description: { type: "string" },
          count: { type: "integer", description: "Entries in this category (0 for a category with none yet)." },
          html: { type: "string" },
          json: { type: "string" },
        },
      },
    },
    notice: NOTICE_SCHEMA,
    data: DATA_LABEL_SCHEMA,
  },
};

export const listCategoriesTool: ToolDefinition<Record<string, never>, ListCategoriesOutput> = {
  name: "list_categories",
  title: "List directory categories",
  description:
    "The directory's categories: slug, name, one-line description and entry count; total is the number of entries. Use a slug as search's category filter. Takes no arguments.",
  inputSchema: argumentsSchema({}),
  outputSchema,
  annotations: READ_ONLY,
  async run(_args, context) {
    return withCatalogue(context.catalogue, ({ catalogue, label }) =>
      ok({
        total: catalogue.entries.length,
        ...(catalogue.generated !== null ? { generated: catalogue.generated } : {}),
        categories: catalogue.categories.map((category) => ({ ...category })),
        data: dataLabelField(label),
      }),
    );
  },
};
