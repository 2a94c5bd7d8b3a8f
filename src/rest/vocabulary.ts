// Tool messages in REST terms: arguments are the query and path parameters of REST_OPERATIONS (so the same
// table that routes a request names its parameters in errors), and a suggested call is a GET request.

import type { CallArgs, Vocabulary } from "../tools/vocabulary";
import { REST_OPERATIONS, type RestOperation } from "./operations";

// Stands for a value the caller must choose (a required parameter the message cannot fill in).
const PLACEHOLDER = "…";

function operationFor(tool: string): RestOperation | undefined {
  return REST_OPERATIONS.find((operation) => operation.tool.name === tool);
}

function paramName(operation: RestOperation, arg: string): string {
  if (operation.pathParams.includes(arg)) return arg;
  return operation.query.find((param) => param.arg === arg)?.name ?? arg;
}

/** `GET /path?name=value…`: path parameters filled in, given arguments as query parameters in table order. */
function request(operation: RestOperation, args: CallArgs): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = args[name];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
  const given: string[] = [];
  const missing: string[] = [];
  for (const param of operation.query) {
    const value = args[param.arg];
    if (value === undefined) {
      if (operation.tool.inputSchema.required?.includes(param.arg)) missing.push(`${param.name}=${PLACEHOLDER}`);
      continue;
    }
    const values = param.kind === "repeated" && Array.isArray(value) ? value : [value];
    for (const one of values) given.push(`${param.name}=${encodeURIComponent(String(one))}`);
  }
  const query = [...given, ...missing];
  return `GET ${path}${query.length > 0 ? `?${query.join("&")}` : ""}`;
}

export const REST_VOCABULARY: Vocabulary = {
  argument: "parameter",
  arg(tool, arg) {
    const operation = operationFor(tool);
    return operation ? paramName(operation, arg) : arg;
  },
  operation(tool) {
    const operation = operationFor(tool);
    return operation ? `GET ${operation.path}` : tool;
  },
  call(tool, args = {}) {
    const operation = operationFor(tool);
    return operation ? request(operation, args) : tool;
  },
  again(tool, args, changes) {
    return REST_VOCABULARY.call(tool, { ...args, ...changes });
  },
};
