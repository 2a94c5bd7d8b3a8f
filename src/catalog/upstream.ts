// One bounded GET to the site: a deadline, a byte cap counted while streaming, and no redirect to another host.

import { errorText } from "../core/guards";
import { readCappedBytes, readCappedChunks } from "../http/capped-stream";
import { untilAborted, type Fetcher } from "../http/fetcher";
import { conditionalHeaders, validatorsOf, type Validators } from "./validators";

export interface UpstreamLimits {
  /** Whole-fetch deadline, redirects and body included. */
  timeoutMs: number;
  maxBytes: number;
}

export type UpstreamFailure = { readonly ok: false; readonly reason: string; readonly status?: number };
/** A conditional GET's answer when the file is as it was (HTTP 304): there is no body. */
export type NotModified = { readonly ok: true; readonly notModified: true };
/** A 200: `validators` are what it said of its version, for the next conditional GET. */
type Fresh = { readonly notModified?: false; readonly validators?: Validators };
export type UpstreamText = ({ readonly ok: true; readonly text: string } & Fresh) | UpstreamFailure;
export type UpstreamBytes = { readonly ok: true; readonly bytes: Uint8Array } | UpstreamFailure;
export type UpstreamRead = ({ readonly ok: true } & Fresh) | NotModified | UpstreamFailure;

export interface ConditionalGet {
  /** What the last 200 said of the file's version: the GET then asks only for a newer one. */
  readonly conditional?: Validators;
  /** Called once a 200 has arrived, with its headers, before its body is read (to let go of what it replaces). */
  readonly onFresh?: (headers: Headers) => void;
}

// The site is static hosting; more hops than this means a loop or a misconfiguration.
const MAX_REDIRECTS = 3;

/** The body of `url` read by `read` within the limits: the one GET every reader below shares (deadline, redirects, caps). */
async function fetchBody<T extends { readonly ok: true }>(
  fetcher: Fetcher,
  url: string,
  limits: UpstreamLimits,
  accept: string,
  read: (body: ReadableStream<Uint8Array> | null, signal: AbortSignal, headers: Headers) => Promise<T | UpstreamFailure>,
  options: ConditionalGet = {},
): Promise<T | NotModified | UpstreamFailure> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let current = new URL(url);
    const origin = current.origin;
    for (let hop = 0; ; hop++) {
      const response = await untilAborted(
        fetcher(current.toString(), {
          method: "GET",
          redirect: "manual",
          signal: controller.signal,
          headers: { accept, ...conditionalHeaders(options.conditional) },
        }),
        controller.signal,
      );
      // Only a GET that asked "changed since?" may be told "no"; an unasked 304 is a misbehaving site.
      if (response.status === 304 && options.conditional !== undefined) {
        await response.body?.cancel().catch(() => undefined);
        return { ok: true, notModified: true };
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get("location");
        if (!location) return { ok: false, reason: `${url} answered ${response.status} without a Location`, status: response.status };
        const next = new URL(location, current);
        if (next.origin !== origin)
          return { ok: false, reason: `${url} redirected to another host (${next.host})`, status: response.status };
        if (hop >= MAX_REDIRECTS) return { ok: false, reason: `${url} redirected more than ${MAX_REDIRECTS} times` };
        current = next;
        continue;
      }
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => undefined);
        return { ok: false, reason: `${url} answered HTTP ${response.status}`, status: response.status };
      }
      const declared = Number(response.headers.get("content-length"));
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        await response.body?.cancel().catch(() => undefined);
        return { ok: false, reason: `${url} is ${declared} bytes, over the ${limits.maxBytes}-byte cap`, status: 413 };
      }
      options.onFresh?.(response.headers);
      return await read(response.body, controller.signal, response.headers);
    }
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, reason: `${url} did not answer within ${limits.timeoutMs} ms` };
    return { ok: false, reason: `${url} could not be fetched (${errorText(error)})` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One bounded GET whose body, as UTF-8 text, goes to `consume` piece by piece (with the bytes it came from);
 * `consume` returns false once it wants no more (the rest is read, to the cap or the deadline, not decoded).
 */
export function fetchStreamed(
  fetcher: Fetcher,
  url: string,
  limits: UpstreamLimits,
  consume: (text: string, bytes: Uint8Array | null) => boolean | Promise<boolean>,
  options: ConditionalGet = {},
): Promise<UpstreamRead> {
  const read = async (stream: ReadableStream<Uint8Array> | null, signal: AbortSignal, headers: Headers): Promise<UpstreamRead> => {
    const validators = validatorsOf(headers);
    const fresh = { ok: true, ...(validators ? { validators } : {}) } as const;
    if (!stream) return fresh;
    const body = await readCappedChunks(stream, limits.maxBytes, consume, { signal });
    if (body.ok) return fresh;
    if (body.reason === "unreadable") return { ok: false, reason: `${url} could not be fetched (${errorText(body.error)})` };
    return {
      ok: false,
      reason: body.reason === "too_large" ? `${url} is over the ${limits.maxBytes}-byte cap` : `${url} is not valid UTF-8`,
    };
  };
  return fetchBody(fetcher, url, limits, "application/json", read, options);
}

/** The body as text; `onBytes` (awaited) sees its bytes as they arrive, e.g. to hash them without holding them. */
export async function fetchText(
  fetcher: Fetcher,
  url: string,
  limits: UpstreamLimits,
  onBytes?: (bytes: Uint8Array) => Promise<void>,
  options: ConditionalGet = {},
): Promise<UpstreamText | NotModified> {
  const parts: string[] = [];
  const hashed = async (text: string, bytes: Uint8Array | null): Promise<boolean> => {
    parts.push(text);
    if (bytes && onBytes) await onBytes(bytes);
    return true;
  };
  const read = await fetchStreamed(fetcher, url, limits, onBytes ? hashed : (text) => parts.push(text) > 0, options);
  if (!read.ok || read.notModified === true) return read;
  return { ok: true, text: parts.join(""), ...(read.validators ? { validators: read.validators } : {}) };
}

/** The exact bytes of `url` (files served byte for byte). A body over the cap fails with status 413, as a declared one does. */
export async function fetchBytes(fetcher: Fetcher, url: string, limits: UpstreamLimits): Promise<UpstreamBytes> {
  const fetched = await fetchBody(fetcher, url, limits, "*/*", async (stream, signal): Promise<UpstreamBytes> => {
    if (!stream) return { ok: true, bytes: new Uint8Array(0) };
    const body = await readCappedBytes(stream, limits.maxBytes, signal);
    if (body.ok) return body;
    if (body.reason === "unreadable") return { ok: false, reason: `${url} could not be fetched (${errorText(body.error)})` };
    return { ok: false, reason: `${url} is over the ${limits.maxBytes}-byte cap`, status: 413 };
  });
  return unconditional(fetched, url);
}

function isNotModified(result: object): result is NotModified {
  return "notModified" in result && result.notModified === true;
}

/** A GET that did not ask "changed since?": fetchBody never tells it "not modified" (an unasked 304 is a failure there). */
function unconditional<T extends object>(result: T | NotModified, url: string): T | UpstreamFailure {
  return isNotModified(result) ? { ok: false, reason: `${url} answered HTTP 304`, status: 304 } : result;
}

type UpstreamJson = ({ readonly ok: true; readonly json: unknown; readonly text: string } & Fresh) | UpstreamFailure;

/** fetchText + JSON.parse, asked conditionally: a parse failure is a reason, not an exception. */
export async function fetchJsonIfChanged(
  fetcher: Fetcher,
  url: string,
  limits: UpstreamLimits,
  onBytes: ((bytes: Uint8Array) => Promise<void>) | undefined,
  options: ConditionalGet,
): Promise<UpstreamJson | NotModified> {
  const result = await fetchText(fetcher, url, limits, onBytes, options);
  if (!result.ok || result.notModified === true) return result;
  try {
    return { ok: true, json: JSON.parse(result.text), text: result.text, ...(result.validators ? { validators: result.validators } : {}) };
  } catch {
    return { ok: false, reason: `${url} is not valid JSON` };
  }
}

/** fetchText + JSON.parse; a parse failure is a reason, not an exception. */
export async function fetchJson(
  fetcher: Fetcher,
  url: string,
  limits: UpstreamLimits,
  onBytes?: (bytes: Uint8Array) => Promise<void>,
): Promise<UpstreamJson> {
  return unconditional(await fetchJsonIfChanged(fetcher, url, limits, onBytes, {}), url);
}
