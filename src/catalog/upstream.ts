// One bounded GET to the site: a deadline, a byte cap counted while streaming, and no redirect to another host.

import { errorText } from "../core/guards";

export type Fetcher = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

export interface UpstreamLimits {
  /** Whole-fetch deadline, redirects and body included. */
  timeoutMs: number;
  maxBytes: number;
}

export type UpstreamText =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string; readonly status?: number };

// The site is static hosting; more hops than this means a loop or a misconfiguration.
const MAX_REDIRECTS = 3;

/**
 * Settles like `promise`, or rejects as soon as `signal` aborts. The deadline then holds even where the
 * fetcher or a body stream does not watch the signal itself.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

export type BodyText = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: "too_large" | "not_utf8" };

/**
 * The body as UTF-8 text, giving up past `maxBytes`. Chunks are decoded as they arrive, so the raw bytes
 * and a joined copy of them are never held at the same time as the text.
 */
export async function readCappedText(body: ReadableStream<Uint8Array>, maxBytes: number, signal: AbortSignal): Promise<BodyText> {
  const reader = body.getReader();
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  const parts: string[] = [];
  let total = 0;
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await untilAborted(reader.read(), signal);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) return { ok: false, problem: "too_large" };
      parts.push(decoder.decode(value, { stream: true }));
    }
    finished = true;
    parts.push(decoder.decode());
    return { ok: true, text: parts.join("") };
  } catch (error) {
    if (error instanceof TypeError && !signal.aborted) return { ok: false, problem: "not_utf8" };
    throw error;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

export async function fetchText(fetcher: Fetcher, url: string, limits: UpstreamLimits): Promise<UpstreamText> {
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
          headers: { accept: "application/json" },
        }),
        controller.signal,
      );
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
        return { ok: false, reason: `${url} is ${declared} bytes, over the ${limits.maxBytes}-byte cap` };
      }
      if (!response.body) return { ok: true, text: "" };
      const body = await readCappedText(response.body, limits.maxBytes, controller.signal);
      if (body.ok) return body;
      return {
        ok: false,
        reason: body.problem === "too_large" ? `${url} is over the ${limits.maxBytes}-byte cap` : `${url} is not valid UTF-8`,
      };
    }
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, reason: `${url} did not answer within ${limits.timeoutMs} ms` };
    return { ok: false, reason: `${url} could not be fetched (${errorText(error)})` };
  } finally {
    clearTimeout(timer);
  }
}

/** fetchText + JSON.parse; a parse failure is a reason, not an exception. */
export async function fetchJson(
  fetcher: Fetcher,
  url: string,
  limits: UpstreamLimits,
): Promise<
  | { readonly ok: true; readonly json: unknown; readonly text: string }
  | { readonly ok: false; readonly reason: string; readonly status?: number }
> {
  const result = await fetchText(fetcher, url, limits);
  if (!result.ok) return result;
  try {
    return { ok: true, json: JSON.parse(result.text), text: result.text };
  } catch {
    return { ok: false, reason: `${url} is not valid JSON` };
  }
}
