// One bounded GET to the site: a deadline, a byte cap counted while streaming, and no redirect to another host.

import { errorText } from "../core/guards";
import { readCappedChunks } from "../http/capped-stream";
import { untilAborted, type Fetcher } from "../http/fetcher";

export interface UpstreamLimits {
  /** Whole-fetch deadline, redirects and body included. */
  timeoutMs: number;
  maxBytes: number;
}

export type UpstreamText =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string; readonly status?: number };

// The site is static hosting; more hops than this means a loop or a misconfiguration.
const MAX_REDIRECTS = 3;

export type UpstreamRead = { readonly ok: true } | { readonly ok: false; readonly reason: string; readonly status?: number };

/**
 * One bounded GET whose body, as UTF-8 text, goes to `consume` piece by piece (with the bytes it came from);
 * `consume` returns false once it wants no more (the rest is read, to the cap or the deadline, not decoded).
 */
export async function fetchStreamed(
  fetcher: Fetcher,
  url: string,
  limits: UpstreamLimits,
  consume: (text: string, bytes: Uint8Array | null) => boolean | Promise<boolean>,
): Promise<UpstreamRead> {
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
      if (!response.body) return { ok: true };
      const body = await readCappedChunks(response.body, limits.maxBytes, consume, { signal: controller.signal });
      if (body.ok) return body;
      if (body.reason === "unreadable") return { ok: false, reason: `${url} could not be fetched (${errorText(body.error)})` };
      return {
        ok: false,
        reason: body.reason === "too_large" ? `${url} is over the ${limits.maxBytes}-byte cap` : `${url} is not valid UTF-8`,
      };
    }
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, reason: `${url} did not answer within ${limits.timeoutMs} ms` };
    return { ok: false, reason: `${url} could not be fetched (${errorText(error)})` };
  } finally {
    clearTimeout(timer);
  }
}

export async function fetchText(fetcher: Fetcher, url: string, limits: UpstreamLimits): Promise<UpstreamText> {
  const parts: string[] = [];
  const read = await fetchStreamed(fetcher, url, limits, (text) => parts.push(text) > 0);
  return read.ok ? { ok: true, text: parts.join("") } : read;
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
