// Query strings and path parameters → tool arguments. Values are only coerced in shape (numbers,
// flags, lists); the tool's inputSchema then validates them, so REST and MCP give the same errors.

import { fail, ok, type Result } from "../problem";
import type { QueryParams } from "../http/url";
import type { RestOperation } from "./operations";

/** The site's route names and plurals, accepted wherever a type is expected. */
const TYPE_ALIASES: Readonly<Record<string, string>> = {
  entries: "entry",
  guides: "guide",
  compare: "comparison",
  comparisons: "comparison",
  stacks: "stack",
  skills: "skill",
};

/** Cache busters and campaign tags that links carry; they never change an answer. */
function isIgnoredParam(name: string): boolean {
  return name.startsWith("_") || name.startsWith("utm_");
}

function coerce(kind: "string" | "integer" | "boolean" | "list", values: readonly string[]): unknown {
  switch (kind) {
    case "list":
      return values
        .flatMap((value) => value.split(","))
        .map((part) => part.trim())
        .filter((part) => part !== "");
    case "integer": {
      const value = values[0]!.trim();
      return /^-?\d{1,15}$/.test(value) ? Number(value) : value;
    }
    case "boolean": {
      const value = values[0]!.trim().toLowerCase();
      if (value === "" || value === "1" || value === "true" || value === "yes") return true;
      if (value === "0" || value === "false" || value === "no") return false;
      return value;
    }
    default:
      return values[0]!;
  }
}

export function restArguments(
  operation: RestOperation,
  query: QueryParams,
  pathValues: readonly string[],
): Result<Record<string, unknown>> {
  const args: Record<string, unknown> = {};
  operation.pathParams.forEach((name, index) => {
    const value = pathValues[index]!;
    args[name] = name === "type" ? (TYPE_ALIASES[value] ?? value) : value;
  });
  const known = new Map<string, (typeof operation.query)[number]>();
  for (const param of operation.query) {
    known.set(param.name, param);
    for (const alias of param.aliases ?? []) known.set(alias, param);
  }
  const seen = new Map<string, string>();
  const listValues = new Map<string, string[]>();
  for (const [name, values] of query) {
    const param = known.get(name);
    if (!param) {
      if (isIgnoredParam(name)) continue;
      const accepted = operation.query.map((p) => p.name);
      return fail(
        "bad_request",
        accepted.length === 0
          ? `Unknown parameter "${name.slice(0, 40)}": ${operation.path} takes no query parameters.`
          : `Unknown parameter "${name.slice(0, 40)}"; ${operation.path} accepts ${accepted.join(", ")}.`,
      );
    }
    if (param.kind === "list") {
      const list = listValues.get(param.arg) ?? [];
      list.push(...values);
      listValues.set(param.arg, list);
      continue;
    }
    const previous = seen.get(param.arg);
    if (previous !== undefined || values.length > 1) {
      return fail(
        "bad_request",
        `Give "${param.name}" once${previous !== undefined && previous !== name ? ` (${previous} and ${name} are the same parameter)` : ""}.`,
      );
    }
    seen.set(param.arg, name);
    const value = coerce(param.kind, values);
    args[param.arg] = param.arg === "type" && typeof value === "string" ? (TYPE_ALIASES[value] ?? value) : value;
  }
  for (const [arg, values] of listValues) {
    const param = operation.query.find((p) => p.arg === arg)!;
    args[arg] = coerce(param.kind, values);
  }
  return ok(args);
}
