// Query strings and path parameters → tool arguments. Lenient where the meaning is plain, as the live service
// is: unknown parameters are ignored, a repeated one takes its first value (`q` before its alias `query`), an
// empty one is absent, numbers and flags are read from text. Every such liberty is reported in `notes`, which
// the answer carries as its `notice`, so a model can correct its next call. Values are otherwise only shaped
// (numbers, flags, lists); the tool's inputSchema then validates them, so REST and MCP give the same errors.

import type { ParsedQuery } from "../http/url";
import type { QueryParam, RestOperation } from "./operations";

/** The site's route names and plurals, accepted wherever a type is expected. */
const TYPE_ALIASES: Readonly<Record<string, string>> = {
  entries: "entry",
  guides: "guide",
  compare: "comparison",
  comparisons: "comparison",
  stacks: "stack",
  skills: "skill",
};

// Quoted client text in a note is cut here: enough to recognise it, never a way to echo a long payload.
const MAX_QUOTED_CHARS = 40;

/** Cache busters and campaign tags that links carry; ignored without a note (they are meant to be). */
function isSilentlyIgnored(name: string): boolean {
  return name.startsWith("_") || name.startsWith("utm_");
}

function quote(text: string): string {
  return JSON.stringify(text.length > MAX_QUOTED_CHARS ? `${text.slice(0, MAX_QUOTED_CHARS)}…` : text);
}

function quoteList(names: readonly string[]): string {
  return names.map(quote).join(", ");
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** A site route name or plural ("guides", "compare") as its type, whatever the case; anything else unchanged. */
function typeAlias(value: string): string {
  return TYPE_ALIASES[value.trim().toLowerCase()] ?? value;
}

export interface RestArguments {
  readonly args: Record<string, unknown>;
  /** Sentences saying what was ignored or read loosely; empty when the request was taken as written. */
  readonly notes: readonly string[];
}

interface Given {
  readonly name: string;
  readonly value: string;
}

// Decimal text whose value is a whole number ("5", " 5", "5.0", "5e0"); anything else stays text for the schema.
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function integerFrom(param: QueryParam, text: string, notes: string[]): unknown {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return text;
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value)) return text;
  if (trimmed !== String(value)) notes.push(`Read ${param.name}=${quote(text)} as ${value}.`);
  return value;
}

// `include_html` as the live service reads it: 1 or true turn it on; 0 and false are the default.
const TRUE_FLAGS = new Set(["1", "true"]);
const FALSE_FLAGS = new Set(["0", "false"]);

function flagFrom(param: QueryParam, text: string, notes: string[]): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (TRUE_FLAGS.has(value)) return true;
  if (FALSE_FLAGS.has(value)) return false;
  notes.push(`Ignored ${param.name}=${quote(text)}: use ${param.name}=1 (or true) to turn it on.`);
  return undefined;
}

export function restArguments(operation: RestOperation, query: ParsedQuery, pathValues: readonly string[]): RestArguments {
  const notes: string[] = [];
  const args: Record<string, unknown> = {};
  operation.pathParams.forEach((name, index) => {
    const value = pathValues[index]!;
    if (name !== "type") {
      args[name] = value;
      return;
    }
    args.type = typeAlias(value);
    if (args.type !== value) notes.push(`Read the type ${quote(value)} in the path as ${quote(String(args.type))}.`);
  });

  const byName = new Map<string, QueryParam>();
  for (const param of operation.query) for (const name of [param.name, ...(param.aliases ?? [])]) byName.set(name, param);
  const unknown: string[] = [];
  const empty: string[] = [];
  for (const name of query.params.keys()) {
    if (byName.has(name) || isSilentlyIgnored(name)) continue;
    unknown.push(name);
  }

  for (const param of operation.query) {
    // The preferred name's values come first, then each alias's: `q` wins over `query` whatever the order.
    const given: Given[] = [];
    for (const name of [param.name, ...(param.aliases ?? [])]) {
      for (const value of query.params.get(name) ?? []) {
        if (value === "") {
          if (!empty.includes(name)) empty.push(name);
        } else {
          given.push({ name, value });
        }
      }
    }
    if (given.length === 0) continue;
    if (param.kind === "repeated") {
      args[param.arg] = given.map((item) => item.value);
      continue;
    }
    if (param.kind === "list") {
      const parts = given
        .flatMap((item) => item.value.split(","))
        .map((part) => part.trim())
        .filter((part) => part !== "");
      if (parts.length > 0) args[param.arg] = parts;
      continue;
    }
    const first = given[0]!;
    if (given.length > 1) {
      const names = [...new Set(given.map((item) => item.name))];
      notes.push(
        names.length > 1
          ? `${quoteList(names)} name the same parameter; used ${first.name}=${quote(first.value)} and ignored the rest.`
          : `${quote(first.name)} was given ${given.length} times; used the first value, ${quote(first.value)}.`,
      );
    }
    if (param.kind === "integer") {
      args[param.arg] = integerFrom(param, first.value, notes);
    } else if (param.kind === "boolean") {
      const flag = flagFrom(param, first.value, notes);
      if (flag !== undefined) args[param.arg] = flag;
    } else if (param.arg === "type") {
      args.type = typeAlias(first.value);
      if (args.type !== first.value) notes.push(`Read ${param.name}=${quote(first.value)} as ${quote(String(args.type))}.`);
    } else {
      args[param.arg] = first.value;
    }
  }

  if (empty.length > 0) {
    notes.push(`Ignored empty ${plural(empty.length, "parameter", "parameters")} ${quoteList(empty)} (an empty value counts as absent).`);
  }
  if (unknown.length > 0) {
    const accepted = operation.query.map((param) => param.name);
    notes.push(
      `Ignored unknown ${plural(unknown.length, "parameter", "parameters")} ${quoteList(unknown)}: GET ${operation.path} ${
        accepted.length === 0 ? "takes no query parameters" : `takes ${accepted.join(", ")}`
      }.`,
    );
  }
  if (query.malformed.length > 0) {
    notes.push(
      `Repaired malformed percent-encoding in ${quoteList(query.malformed)}: bytes that are not UTF-8 became U+FFFD; encode "%" as %25 and non-ASCII text as UTF-8.`,
    );
  }
  return { args, notes };
}
