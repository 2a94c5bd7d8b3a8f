// Validates arguments against a published JsonSchema and explains the first problems in sentences a
// model can act on ("`limit` must be at most 50; got 500."). Covers exactly the keywords in json-schema.ts.

import type { JsonSchema, JsonType } from "./json-schema";

// Enough to fix a call in one round trip; more is noise in the model's context.
const MAX_REPORTED_PROBLEMS = 3;
// Quoted values are cut so an oversized argument is not echoed back whole.
const MAX_ECHO_CHARS = 40;

export type Validation = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly problems: readonly string[] };

// Patterns are few and fixed (they come from the tool definitions), so compiled ones are kept.
const compiled = new Map<string, RegExp>();

function regex(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (!re) {
    re = new RegExp(pattern, "u");
    compiled.set(pattern, re);
  }
  return re;
}

function typeOf(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value as JsonType;
}

function matchesType(value: unknown, type: JsonType): boolean {
  const actual = typeOf(value);
  if (type === "number") return actual === "number" || actual === "integer";
  return actual === type;
}

export function echo(value: unknown): string {
  let text: string;
  try {
    text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > MAX_ECHO_CHARS ? `${text.slice(0, MAX_ECHO_CHARS)}…` : text;
}

function describeTypes(types: readonly JsonType[]): string {
  const words = types.map((type) =>
    type === "integer" ? "a whole number" : type === "array" ? "a list" : type === "object" ? "an object" : `a ${type}`,
  );
  return words.join(" or ");
}

/** How the caller names the top-level properties: "argument" `query` (MCP) or "parameter" `q` (REST). */
export interface Naming {
  readonly noun: string;
  name(key: string): string;
}

const AS_WRITTEN: Naming = { noun: "argument", name: (key) => key };

/** A path as the caller writes it: its first key renamed ("query" → "q", "tags[0]" stays "tags[0]"). */
function shown(path: string, naming: Naming): string {
  const end = path.search(/[.[]/);
  const key = end === -1 ? path : path.slice(0, end);
  return naming.name(key) + path.slice(key.length);
}

function collect(schema: JsonSchema, value: unknown, path: string, out: string[], naming: Naming): void {
  const name = (at: string): string => (at === "" ? `The ${naming.noun}s` : `\`${shown(at, naming)}\``);
  if (out.length >= MAX_REPORTED_PROBLEMS) return;
  if (schema.type !== undefined) {
    const types = typeof schema.type === "string" ? [schema.type] : schema.type;
    if (!types.some((type) => matchesType(value, type))) {
      out.push(`${name(path)} must be ${describeTypes(types)}; got ${echo(value)}.`);
      return;
    }
  }
  if (schema.const !== undefined && value !== schema.const) {
    out.push(`${name(path)} must be ${echo(schema.const)}; got ${echo(value)}.`);
    return;
  }
  if (schema.enum !== undefined && !schema.enum.includes(value as string | number | boolean | null)) {
    out.push(`${name(path)} must be one of ${schema.enum.map((item) => String(item)).join(", ")}; got ${echo(value)}.`);
    return;
  }
  if (typeof value === "string") {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) {
      out.push(
        schema.minLength === 1 ? `${name(path)} must not be empty.` : `${name(path)} must have at least ${schema.minLength} characters.`,
      );
    } else if (schema.maxLength !== undefined && length > schema.maxLength) {
      out.push(`${name(path)} must have at most ${schema.maxLength} characters; got ${length}.`);
    } else if (schema.pattern !== undefined && !regex(schema.pattern).test(value)) {
      out.push(`${name(path)} has the wrong form (${echo(value)})${schema.description ? `: ${schema.description}` : "."}`);
    }
  }
  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum) out.push(`${name(path)} must be at least ${schema.minimum}; got ${value}.`);
    else if (schema.maximum !== undefined && value > schema.maximum)
      out.push(`${name(path)} must be at most ${schema.maximum}; got ${value}.`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      out.push(`${name(path)} must have at least ${schema.minItems} items.`);
    else if (schema.maxItems !== undefined && value.length > schema.maxItems)
      out.push(`${name(path)} must have at most ${schema.maxItems} items; got ${value.length}.`);
    if (schema.uniqueItems && new Set(value.map((item) => JSON.stringify(item))).size !== value.length) {
      out.push(`${name(path)} must not repeat items.`);
    }
    if (schema.items) value.forEach((item, index) => collect(schema.items!, item, `${path}[${index}]`, out, naming));
  }
  if (typeOf(value) === "object") {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? []) {
      if (!Object.hasOwn(object, key))
        out.push(`Missing required ${path === "" ? naming.noun : "field"} \`${shown(path === "" ? key : `${path}.${key}`, naming)}\`.`);
    }
    const properties = schema.properties ?? {};
    for (const [key, item] of Object.entries(object)) {
      const child = path === "" ? key : `${path}.${key}`;
      const propertySchema = properties[key];
      if (propertySchema) collect(propertySchema, item, child, out, naming);
      else if (schema.additionalProperties === false) {
        const known = Object.keys(properties).map((known) => (path === "" ? naming.name(known) : known));
        const noun = path === "" ? naming.noun : "field";
        out.push(
          known.length === 0
            ? `Unknown ${noun} \`${shown(child, naming)}\`: this takes no ${noun}s.`
            : `Unknown ${noun} \`${shown(child, naming)}\`; accepted: ${known.join(", ")}.`,
        );
      } else if (typeof schema.additionalProperties === "object") collect(schema.additionalProperties, item, child, out, naming);
    }
  }
  if (schema.anyOf && !schema.anyOf.some((option) => validate(option, value).ok)) {
    out.push(`${name(path)} does not match any accepted form.`);
  }
}

/** Checks `value` against `schema`; messages name top-level properties as `naming` says (default: as written). */
export function validate(schema: JsonSchema, value: unknown, naming: Naming = AS_WRITTEN): Validation {
  const problems: string[] = [];
  collect(schema, value, "", problems, naming);
  if (problems.length === 0) return { ok: true };
  return { ok: false, problems: problems.slice(0, MAX_REPORTED_PROBLEMS), message: problems.slice(0, MAX_REPORTED_PROBLEMS).join(" ") };
}
