// 2026-07-28 custom headers: a tool argument whose schema carries `x-mcp-header: Name` travels in the body and
// in `Mcp-Param-Name`, so an edge cache or WAF can act without reading the body. The two must agree.

import type { JsonSchema } from "../schema/json-schema";
import type { AnyTool } from "../tools/definition";
import type { HeaderSource } from "./classify";
import { headerFormOf, readHeaderValue } from "./header-values";
import { isRecord } from "./jsonrpc";
import { HEADER, headerMismatch, type Rejection } from "./protocol";

export interface MirroredParam {
  /** Property names from the schema root (only `properties` steps, as the spec requires). */
  readonly path: readonly string[];
  /** The `{Name}` of `Mcp-Param-{Name}`. */
  readonly header: string;
}

function collect(schema: JsonSchema, path: readonly string[], out: MirroredParam[]): void {
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const childPath = [...path, key];
    if (child["x-mcp-header"] !== undefined) out.push({ path: childPath, header: child["x-mcp-header"] });
    collect(child, childPath, out);
  }
}

const mirroredByTool = new WeakMap<AnyTool, readonly MirroredParam[]>();

/** The arguments of a tool that are mirrored into headers (computed once per tool). */
export function mirroredParams(tool: AnyTool): readonly MirroredParam[] {
  let params = mirroredByTool.get(tool);
  if (!params) {
    const out: MirroredParam[] = [];
    collect(tool.inputSchema, [], out);
    params = Object.freeze(out);
    mirroredByTool.set(tool, params);
  }
  return params;
}

function valueAt(args: unknown, path: readonly string[]): unknown {
  let current: unknown = args;
  for (const key of path) {
    if (!isRecord(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/** Every declared `Mcp-Param-*` header must be present exactly when its argument is, and decode to the same value. */
export function checkParamHeaders(tool: AnyTool, args: unknown, headers: HeaderSource): Rejection | null {
  for (const param of mirroredParams(tool)) {
    const headerName = `Mcp-Param-${param.header}`;
    const argName = `arguments.${param.path.join(".")}`;
    const bodyValue = valueAt(args, param.path);
    const present = bodyValue !== undefined && bodyValue !== null;
    const raw = headers.get(`${HEADER.paramPrefix}${param.header.toLowerCase()}`);
    if (raw === null) {
      if (present) return headerMismatch(`${headerName} is required when ${argName} is given (send its value in the header too).`);
      continue;
    }
    const header = readHeaderValue(raw);
    if (!header.ok) return headerMismatch(`${headerName} ${header.reason}.`);
    if (!present) return headerMismatch(`${headerName} is set but ${argName} is absent; send both or neither.`);
    const expected = headerFormOf(bodyValue);
    if (expected === null || expected !== header.value) {
      return headerMismatch(`${headerName} ${JSON.stringify(header.value.slice(0, 60))} does not match ${argName}.`);
    }
  }
  return null;
}
