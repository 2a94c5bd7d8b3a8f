// JSON-RPC 2.0 messages as MCP uses them: what a posted value is, and the two response shapes.

import { isRecord } from "../core/guards";
import { ErrorCode } from "./protocol";

/** MCP request ids are strings or integers, never null. */
export type JsonRpcId = string | number;

export interface RequestMessage {
  readonly kind: "request";
  readonly id: JsonRpcId;
  readonly method: string;
  readonly params: Readonly<Record<string, unknown>> | undefined;
}

export interface NotificationMessage {
  readonly kind: "notification";
  readonly method: string;
  readonly params: Readonly<Record<string, unknown>> | undefined;
}

/** A client's reply to a server request; this server sends none, so these are acknowledged and dropped. */
export interface ResponseMessage {
  readonly kind: "response";
}

export interface InvalidMessage {
  readonly kind: "invalid";
  /** Present when the id itself was readable, so the error can echo it. */
  readonly id: JsonRpcId | undefined;
  readonly code: number;
  readonly message: string;
}

export type Message = RequestMessage | NotificationMessage | ResponseMessage | InvalidMessage;

export interface ErrorObject {
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

export interface SuccessResponse {
  readonly jsonrpc: "2.0";
  readonly id: JsonRpcId;
  readonly result: object;
}

export interface ErrorResponse {
  readonly jsonrpc: "2.0";
  readonly id?: JsonRpcId;
  readonly error: ErrorObject;
}

export type ResponseBody = SuccessResponse | ErrorResponse;

function isId(value: unknown): value is JsonRpcId {
  return typeof value === "string" || (typeof value === "number" && Number.isSafeInteger(value));
}

/** Classifies one parsed JSON value (one element of a batch, or the whole body). */
export function parseMessage(value: unknown): Message {
  if (!isRecord(value)) {
    return { kind: "invalid", id: undefined, code: ErrorCode.InvalidRequest, message: "Each JSON-RPC message must be a JSON object." };
  }
  const id = Object.hasOwn(value, "id") && isId(value.id) ? value.id : undefined;
  const invalid = (message: string, code: number = ErrorCode.InvalidRequest): InvalidMessage => ({ kind: "invalid", id, code, message });
  if (value.jsonrpc !== "2.0") return invalid('The message must carry "jsonrpc": "2.0".');
  if (!Object.hasOwn(value, "method")) {
    if (Object.hasOwn(value, "result") || Object.hasOwn(value, "error")) return { kind: "response" };
    return invalid('A request needs a "method" (string).');
  }
  if (typeof value.method !== "string" || value.method === "") return invalid('"method" must be a non-empty string.');
  if (Object.hasOwn(value, "id") && id === undefined) {
    return invalid('"id" must be a string or an integer (null is not allowed in MCP).');
  }
  const params = value.params;
  if (params !== undefined && !isRecord(params)) return invalid('"params" must be a JSON object.', ErrorCode.InvalidParams);
  if (id === undefined) return { kind: "notification", method: value.method, params };
  return { kind: "request", id, method: value.method, params };
}

export function success(id: JsonRpcId, result: object): SuccessResponse {
  return { jsonrpc: "2.0", id, result };
}

export function failure(id: JsonRpcId | undefined, code: number, message: string, data?: unknown): ErrorResponse {
  const error: ErrorObject = data === undefined ? { code, message } : { code, message, data };
  return id === undefined ? { jsonrpc: "2.0", error } : { jsonrpc: "2.0", id, error };
}
