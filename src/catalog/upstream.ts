// One bounded GET to the site: a deadline, a byte cap counted while streaming, and no redirect to another host.

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

async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export async function fetchText(fetcher: Fetcher, url: string, limits: UpstreamLimits): Promise<UpstreamText> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let current = new URL(url);
    const origin = current.origin;
    for (let hop = 0; ; hop++) {
      const response = await fetcher(current.toString(), {
        method: "GET",
        redirect: "manual",
        signal: controller.signal,
        headers: { accept: "application/json" },
      });
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
      const bytes = await readCapped(response.body, limits.maxBytes);
      if (bytes === null) return { ok: false, reason: `${url} is over the ${limits.maxBytes}-byte cap` };
      try {
        return { ok: true, text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes) };
      } catch {
        return { ok: false, reason: `${url} is not valid UTF-8` };
      }
    }
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, reason: `${url} did not answer within ${limits.timeoutMs} ms` };
    return { ok: false, reason: `${url} could not be fetched (${error instanceof Error ? error.message : String(error)})` };
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
