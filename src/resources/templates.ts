// The three resource templates (design §2.2), defined once: resources/templates/list, completion's variables
// and URI parsing all read them. RFC 6570 level 1 only, variable names without hyphens (ajv's uri-template
// format, which the conformance suite applies, refuses `{skill-name}`). Descriptions are written for a model
// choosing whether to read one.

export const RESOURCE_MIME_TYPE = "text/markdown";

export type Audience = "user" | "assistant";

export interface ResourceTemplateDef {
  readonly uriTemplate: string;
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly mimeType: typeof RESOURCE_MIME_TYPE;
  readonly annotations: { readonly audience: readonly Audience[]; readonly priority: number };
  /** The template's variables, in the order they appear. */
  readonly variables: readonly string[];
}

const FOR_EVERYONE: readonly Audience[] = ["user", "assistant"];

export const ENTRY_TEMPLATE: ResourceTemplateDef = {
  uriTemplate: "indexagentica://entries/{id}",
  name: "entry",
  title: "Directory entry",
  description:
    "One Index Agentica entry (agent skill, harness, MCP server, tool, protocol or API) as markdown: summary, links, agent access (MCP endpoint, OpenAPI, llms.txt, auth), tags, related entries and the guides that cover it. {id} is an entry id from search or get_entry, e.g. x402; completion/complete suggests ids.",
  mimeType: RESOURCE_MIME_TYPE,
  annotations: { audience: FOR_EVERYONE, priority: 0.5 },
  variables: ["id"],
};

export const CONTENT_TEMPLATE: ResourceTemplateDef = {
  uriTemplate: "indexagentica://content/{type}/{id}",
  name: "content",
  title: "Guide, comparison, stack or skill page",
  description:
    "A long-form item as markdown, whole: guides, comparisons (with their table), stacks (with their components) and Agent Skill pages. {type} is guide, comparison, stack or skill; {id} comes from search. For a skill's files use skills/list or skills/get instead.",
  mimeType: RESOURCE_MIME_TYPE,
  annotations: { audience: FOR_EVERYONE, priority: 0.8 },
  variables: ["type", "id"],
};

export const CATEGORY_TEMPLATE: ResourceTemplateDef = {
  uriTemplate: "indexagentica://categories/{slug}",
  name: "category",
  title: "Category listing",
  description: "Every entry of one category, one line each (name, id, summary, URI). {slug} comes from list_categories, e.g. mcp-servers.",
  mimeType: RESOURCE_MIME_TYPE,
  annotations: { audience: FOR_EVERYONE, priority: 0.6 },
  variables: ["slug"],
};

export const RESOURCE_TEMPLATES: readonly ResourceTemplateDef[] = [ENTRY_TEMPLATE, CONTENT_TEMPLATE, CATEGORY_TEMPLATE];

export function templateByUri(uriTemplate: string): ResourceTemplateDef | undefined {
  return RESOURCE_TEMPLATES.find((template) => template.uriTemplate === uriTemplate);
}

/** RFC 6570 simple expansion: each value percent-encoded but for unreserved characters. */
export function expandTemplate(template: ResourceTemplateDef, values: Readonly<Record<string, string>>): string {
  return template.uriTemplate.replace(/\{([A-Za-z0-9_]+)\}/g, (_whole, name: string) =>
    encodeURIComponent(values[name] ?? "").replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`),
  );
}
