// resources/list, resources/templates/list and resources/read on the wire: parameters, the shape each revision
// defines (2025-03-26 has no title, `_meta` or lastModified on a resource), caching hints, and errors. Unknown
// URIs are -32602 with data.uri in every era: 2026-07-28 requires it, 2025-11-25 only recommends -32002, and
// one handler serves both (docs/compatibility.md).

import { APP_LISTED, APP_TTL_MS, appContent, isAppUri } from "../app/api";
import { describeResource, describeSkillMd, encodeCursor, resourcesPage, type ListedResource } from "../resources/listing";
import { DATA_META_KEY, readResource } from "../resources/read";
import { judgeWithinBudget } from "../resources/served-skills";
import { RESOURCE_TEMPLATES } from "../resources/templates";
import { parseResourceUri, type ResourceRef } from "../resources/uri";
import { cachingHints, internalError, invalidParams, type DispatchContext, type Outcome } from "./outcome";
import { REVISIONS } from "./revisions";

// The templates never change between deploys, like the tool list.
export const TEMPLATES_TTL_MS = 3_600_000;

/** A listed resource as the revision defines it. */
function shapeResource(resource: ListedResource, context: DispatchContext): Record<string, unknown> {
  if (REVISIONS[context.version].resources) return { ...resource };
  const { title: _title, _meta, annotations, ...rest } = resource;
  const { lastModified: _lastModified, ...kept } = annotations;
  return { ...rest, annotations: kept };
}

function cursorOf(params: Record<string, unknown>): { ok: true; cursor?: string } | { ok: false; outcome: Outcome } {
  const cursor = params.cursor;
  if (cursor === undefined) return { ok: true };
  if (typeof cursor === "string") return { ok: true, cursor };
  return { ok: false, outcome: invalidParams("params.cursor must be a string: pass back nextCursor exactly as received.") };
}

export async function listResources(params: Record<string, unknown>, context: DispatchContext): Promise<Outcome> {
  const cursor = cursorOf(params);
  if (!cursor.ok) return cursor.outcome;
  const snapshot = await context.tools.catalogue();
  if (!snapshot.ok) return internalError(snapshot.problem.message);
  const { catalogue, label } = snapshot.value;
  const page = resourcesPage(catalogue, cursor.cursor);
  if (!page.ok) return invalidParams(page.problem.message, { cursor: cursor.cursor?.slice(0, 200) });
  // Only skills served through the extension list their SKILL.md (the rest stay long-form pages); judging them may
  // fetch their files, so the page may end early, after the last skill judged within the request's budget.
  const { keys } = page.value;
  const skillKeys = keys.filter((key) => key.section === "s");
  const judged = await judgeWithinBudget(
    context.tools,
    snapshot.value,
    skillKeys.map((key) => key.key),
  );
  const sent = keys.length - (skillKeys.length - judged.length);
  if (sent === 0 && keys.length > 0)
    return internalError("The skills could not be loaded from the site just now. Try again in a few minutes.");
  const nextCursor = sent < keys.length ? encodeCursor(keys[sent - 1]!) : page.value.nextCursor;
  // The app heads the first page: it is not directory data, so it sits outside the cursor's order.
  const resources: Record<string, unknown>[] = cursor.cursor === undefined ? [shapeResource(APP_LISTED, context)] : [];
  for (const key of keys.slice(0, sent)) {
    let listed: ListedResource | null = describeResource(catalogue, key);
    if (key.section === "s") {
      const judgement = judged[skillKeys.indexOf(key)];
      const summary = catalogue.longformItem("skill", key.key);
      listed = judgement?.served === true && summary !== undefined ? describeSkillMd(summary, judgement.entry) : null;
    }
    if (listed !== null) resources.push(shapeResource(listed, context));
  }
  context.facts.resultCount = resources.length;
  return {
    result: {
      resources,
      ...(nextCursor !== undefined ? { nextCursor } : {}),
      ...cachingHints(context, label),
      _meta: { [DATA_META_KEY]: label },
    },
  };
}

export function listResourceTemplates(params: Record<string, unknown>, context: DispatchContext): Outcome {
  if (params.cursor !== undefined) return invalidParams("Every resource template is on one page; call without a cursor.");
  const details = REVISIONS[context.version].resources;
  const resourceTemplates = RESOURCE_TEMPLATES.map(({ variables: _variables, title, ...template }) =>
    details ? { ...template, title } : template,
  );
  const hints = REVISIONS[context.version].resultEnvelope ? { ttlMs: TEMPLATES_TTL_MS, cacheScope: "public" } : {};
  return { result: { resourceTemplates, ...hints } };
}

function usageOf(ref: ResourceRef): { typeFilter: string; targetId: string } {
  switch (ref.kind) {
    case "entry":
      return { typeFilter: "entry", targetId: ref.id };
    case "content":
      return { typeFilter: ref.type, targetId: ref.id };
    case "category":
      return { typeFilter: "category", targetId: ref.slug };
    case "skill-file":
      return { typeFilter: "skill-file", targetId: ref.skill };
  }
}

/** The app's document: the same in every era but 2025-03-26, which defines no `_meta` on a content item. */
function readApp(uri: string, context: DispatchContext): Outcome {
  context.facts.typeFilter = "app";
  const { _meta, ...content } = appContent();
  const item = { uri, ...content, ...(REVISIONS[context.version].resources ? { _meta } : {}) };
  const hints = REVISIONS[context.version].resultEnvelope ? { ttlMs: APP_TTL_MS, cacheScope: "public" } : {};
  return { result: { contents: [item], ...hints } };
}

export async function readResourceMethod(params: Record<string, unknown>, context: DispatchContext): Promise<Outcome> {
  const uri = params.uri;
  if (typeof uri !== "string" || uri === "")
    return invalidParams("resources/read needs params.uri, a URI from resources/list or a template.");
  if (isAppUri(uri)) return readApp(uri, context);
  // Logged only once the URI parsed: the kind and a public id, never what a client typed.
  const parsed = parseResourceUri(uri);
  if (parsed.ok) Object.assign(context.facts, usageOf(parsed.ref));
  const read = await readResource(context.tools, uri);
  if (!read.ok) {
    return read.kind === "not_found" ? invalidParams(read.message, read.data) : internalError(read.message, read.data);
  }
  const { _meta, ...content } = read.content;
  const details = REVISIONS[context.version].resources;
  // The contents item echoes the URI asked for, byte for byte: clients look the item up by it.
  const item = { uri, ...content, ...(details ? { _meta } : {}) };
  return { result: { contents: [item], ...cachingHints(context, read.label) } };
}
