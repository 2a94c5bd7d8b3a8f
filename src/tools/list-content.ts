// GET /content (REST only): the published long-form items' metadata, optionally of one type.

import { LONGFORM_TYPES, type LongformSummary, type LongformType } from "../site/types";
import { ok } from "../core/problem";
import type { JsonSchema } from "../schema/json-schema";
import { READ_ONLY, type ToolDefinition } from "./definition";
import { dataLabelField, withCatalogue } from "./outcomes";
import { DATA_LABEL_SCHEMA, LONGFORM_SUMMARY_PROPERTIES, NOTICE_SCHEMA, argumentsSchema } from "./schema-parts";

export interface ListContentArgs {
  type?: LongformType | "all";
}

/** A longform.json summary as listed: as published, plus `name` (the title) and `url` (the page), as search hits have. */
export interface ListedItem extends LongformSummary {
  name: string;
  url: string;
}

export interface ListContentOutput {
  type: LongformType | "all";
  total: number;
  generated?: string;
  items: ListedItem[];
  notice?: string;
  data: Record<string, string>;
}

const outputSchema: JsonSchema = {
  type: "object",
  required: ["type", "total", "items", "data"],
  properties: {
    type: { type: "string", enum: ["all", ...LONGFORM_TYPES] },
    total: { type: "integer" },
    generated: { type: "string", description: "Build time of the site's long-form index (absent when it could not be loaded)." },
    items: {
      type: "array",
      items: {
        type: "object",
        required: ["type", "id", "title", "name", "summary", "url", "tags", "entries", "links"],
        properties: {
          ...LONGFORM_SUMMARY_PROPERTIES,
          name: { type: "string", description: "The title (the name search hits carry)." },
          url: { type: "string", description: "The item's page on the site (links.html)." },
        },
      },
    },
    notice: NOTICE_SCHEMA,
    data: DATA_LABEL_SCHEMA,
  },
};

/** REST only (`GET /content?type=`): metadata of the published long-form items. */
export const listContentOperation: ToolDefinition<ListContentArgs, ListContentOutput> = {
  name: "list_content",
  title: "List long-form items",
  description: "Metadata of the published guides, comparisons, stacks and skills, optionally of one type.",
  inputSchema: argumentsSchema({
    type: { type: "string", enum: ["all", ...LONGFORM_TYPES], default: "all", description: "Only items of this type." },
  }),
  outputSchema,
  annotations: READ_ONLY,
  caseInsensitive: ["type"],
  quotesDirectoryText: true,
  async run(args, context) {
    const type = args.type ?? "all";
    // Without the long-form index the list is empty, not an error: data.notice says the index is missing.
    return withCatalogue(context.catalogue, ({ catalogue, label }) => {
      const items = catalogue.longform
        .filter((item) => type === "all" || item.type === type)
        .map((item) => ({ ...item, name: item.title, url: item.links.html ?? "" }));
      return ok({
        type,
        total: items.length,
        ...(catalogue.longformGenerated !== null ? { generated: catalogue.longformGenerated } : {}),
        items,
        data: dataLabelField(label),
      });
    });
  },
  usage(args) {
    return typeof args.type === "string" ? { typeFilter: args.type } : {};
  },
};
