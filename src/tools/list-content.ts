import { LONGFORM_TYPES, type LongformSummary, type LongformType } from "../catalog/types";
import { fail, ok } from "../problem";
import type { JsonSchema } from "../schema/json-schema";
import { READ_ONLY, type ToolDefinition } from "./definition";
import { dataField, DATA_LABEL_SCHEMA, LONGFORM_SUMMARY_PROPERTIES, withCatalogue } from "./shared";

export interface ListContentArgs {
  type?: LongformType | "all";
}

export interface ListContentOutput {
  type: LongformType | "all";
  total: number;
  items: LongformSummary[];
  data: Record<string, string>;
}

const outputSchema: JsonSchema = {
  type: "object",
  required: ["type", "total", "items", "data"],
  properties: {
    type: { type: "string", enum: ["all", ...LONGFORM_TYPES] },
    total: { type: "integer" },
    items: {
      type: "array",
      items: {
        type: "object",
        required: ["type", "id", "title", "summary", "tags", "entries", "links"],
        properties: LONGFORM_SUMMARY_PROPERTIES,
      },
    },
    data: DATA_LABEL_SCHEMA,
  },
};

/** REST only (`GET /content?type=`): metadata of the published long-form items. */
export const listContentOperation: ToolDefinition<ListContentArgs, ListContentOutput> = {
  name: "list_content",
  title: "List long-form items",
  description: "Metadata of the published guides, comparisons, stacks and skills, optionally of one type.",
  inputSchema: {
    type: "object",
    properties: { type: { type: "string", enum: ["all", ...LONGFORM_TYPES], default: "all", description: "Only items of this type." } },
    additionalProperties: false,
  },
  outputSchema,
  annotations: READ_ONLY,
  async run(args, context) {
    const type = args.type ?? "all";
    return withCatalogue(context.catalogue, ({ catalogue, label }) => {
      if (!catalogue.longformAvailable) {
        return fail("upstream_error", "The long-form index could not be loaded from the site just now. Try again in a few minutes.");
      }
      const items = catalogue.longform.filter((item) => type === "all" || item.type === type);
      return ok({ type, total: items.length, items, data: dataField(label) });
    });
  },
  usage(args) {
    return typeof args.type === "string" ? { typeFilter: args.type } : {};
  },
};
