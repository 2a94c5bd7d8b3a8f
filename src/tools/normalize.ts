// Arguments as clients really send them → arguments the published inputSchema accepts, before validation,
// for REST and MCP alike. Lenient where the meaning is plain (as the live service is): unknown arguments are
// dropped, null and empty filters count as absent, slugs and enum values are trimmed and lower-cased, and an
// integral number written as a string is read as that number. What the client sent and this step changed or
// dropped is listed in notes, which invokeTool puts in the output's `notice`, so a model can correct its calls.

import { isRecord } from "../core/guards";
import { fail, ok, type Result } from "../core/problem";
import type { JsonSchema } from "../schema/json-schema";
import { echo } from "../schema/validate";
import type { AnyTool } from "./definition";
import type { Vocabulary } from "./vocabulary";

export interface Normalized {
  readonly args: Record<string, unknown>;
  /** Sentences saying what was ignored or read differently; empty when the call was taken as sent. */
  readonly notes: readonly string[];
}

// Decimal notation only ("5", " 5", "5.0", "+5", "5e0"); hex, binary and "" are not numbers a person writes.
const DECIMAL = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;

function typesOf(schema: JsonSchema): readonly string[] {
  return schema.type === undefined ? [] : typeof schema.type === "string" ? [schema.type] : schema.type;
}

/** The number an integral numeric string stands for, or null (then the validator explains the value). */
function integralNumber(value: string): number | null {
  if (!DECIMAL.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
}

function foldSlug(value: string): string {
  return value.trim().toLowerCase();
}

function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/**
 * Normalises `raw` for `tool`. Only a value that is not an object at all is refused (SEP-1303: an input
 * error, reported as a tool error); everything else is left for the schema to judge.
 */
export function normalizeArguments(tool: AnyTool, raw: unknown, say: Vocabulary): Result<Normalized> {
  if (raw === undefined || raw === null) return ok({ args: {}, notes: [] });
  if (!isRecord(raw)) {
    return fail("bad_request", `The ${say.argument}s of ${say.operation(tool.name)} must be an object of named values (got ${echo(raw)}).`);
  }
  const properties = tool.inputSchema.properties ?? {};
  const required = new Set(tool.inputSchema.required ?? []);
  const slugs = new Set(tool.caseInsensitive ?? []);
  const name = (key: string) => `\`${say.arg(tool.name, key)}\``;
  const args: Record<string, unknown> = {};
  const ignored: string[] = [];
  const readAs: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const schema = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (schema === undefined) {
      ignored.push(name(key));
      continue;
    }
    // null is how strict-mode function calling says "not given"; an empty filter is no filter.
    if (value === undefined || (value === null && !required.has(key))) continue;
    if (value === "" && slugs.has(key) && !required.has(key)) continue;
    let next = value;
    if (slugs.has(key) && typeof value === "string") next = foldSlug(value);
    else if (slugs.has(key) && Array.isArray(value) && value.every((item) => typeof item === "string")) {
      next = (value as string[]).map(foldSlug).filter((item) => item !== "");
    } else if (typeof value === "string" && typesOf(schema).includes("integer")) {
      next = integralNumber(value) ?? value;
    }
    if (JSON.stringify(next) !== JSON.stringify(value)) readAs.push(`${name(key)} ${echo(value)} as ${echo(next)}`);
    args[key] = next;
  }
  const notes: string[] = [];
  if (readAs.length > 0) notes.push(`Read ${listed(readAs)}.`);
  if (ignored.length > 0) {
    const accepted = Object.keys(properties).map((key) => say.arg(tool.name, key));
    const takes = accepted.length > 0 ? `it takes ${accepted.join(", ")}` : `it takes no ${say.argument}s`;
    notes.push(
      `Ignored unknown ${say.argument}${ignored.length > 1 ? "s" : ""} ${listed(ignored)} (${say.operation(tool.name)}: ${takes}).`,
    );
  }
  return ok({ args, notes });
}
