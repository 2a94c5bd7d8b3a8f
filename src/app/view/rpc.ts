// JSON-RPC 2.0 with the host over postMessage (MCP Apps, "Transport Layer"): the view's requests and their replies,
// notifications both ways, and the few requests a host sends a view (ping, ui/resource-teardown). Only messages
// from the parent window are read, and only what is shaped like JSON-RPC: anything else posted into the frame is
// not the host.

import { isRecord, str, type Json } from "./data";

/** A reply that never comes (a host that dropped the request) must not leave a control waiting forever; a host may ask the person before it runs a tool, so this is long. */
export const REQUEST_TIMEOUT_MS = 120_000;

const METHOD_NOT_FOUND = -32601;

export class RpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

interface Pending {
  resolve(result: Json): void;
  reject(error: RpcError): void;
  timer: ReturnType<typeof setTimeout>;
}

type NotificationHandler = (params: Json) => void;
type RequestHandler = (params: Json) => Json;

export class HostRpc {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly notifications = new Map<string, NotificationHandler>();
  private readonly requests = new Map<string, RequestHandler>();

  constructor(private readonly host: Window) {
    window.addEventListener("message", (event) => {
      if (event.source === host) this.receive(event.data);
    });
  }

  onNotification(method: string, handler: NotificationHandler): void {
    this.notifications.set(method, handler);
  }

  onRequest(method: string, handler: RequestHandler): void {
    this.requests.set(method, handler);
  }

  notify(method: string, params: Json = {}): void {
    this.post({ jsonrpc: "2.0", method, params });
  }

  /** The result, or an RpcError (the host's JSON-RPC error, or no answer in time). */
  request(method: string, params: Json = {}): Promise<Json> {
    const id = this.nextId++;
    return new Promise<Json>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new RpcError(`The host did not answer ${method}.`, 0));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      this.post({ jsonrpc: "2.0", id, method, params });
    });
  }

  private post(message: Json): void {
    // The host's origin is opaque or a sandbox proxy's: "*" is what the protocol uses, and event.source guards replies.
    this.host.postMessage(message, "*");
  }

  private receive(data: unknown): void {
    if (!isRecord(data) || data.jsonrpc !== "2.0") return;
    const method = str(data.method);
    const params = isRecord(data.params) ? data.params : {};
    if (method !== "" && "id" in data) this.answer(data.id, method, params);
    else if (method !== "") this.notifications.get(method)?.(params);
    else if (typeof data.id === "number") this.settle(data.id, data);
  }

  private answer(id: unknown, method: string, params: Json): void {
    const handler = this.requests.get(method);
    if (handler === undefined) {
      this.post({ jsonrpc: "2.0", id, error: { code: METHOD_NOT_FOUND, message: `The view does not answer ${method}.` } });
      return;
    }
    this.post({ jsonrpc: "2.0", id, result: handler(params) });
  }

  private settle(id: number, reply: Json): void {
    const waiting = this.pending.get(id);
    if (waiting === undefined) return;
    this.pending.delete(id);
    clearTimeout(waiting.timer);
    if (isRecord(reply.error)) {
      const code = typeof reply.error.code === "number" ? reply.error.code : 0;
      waiting.reject(new RpcError(str(reply.error.message) || "The host refused the request.", code));
    } else waiting.resolve(isRecord(reply.result) ? reply.result : {});
  }
}
