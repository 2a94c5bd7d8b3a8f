// Calls the real fetch handler inside the workers test pool, with per-call env overrides.

import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "../../src/index";

let counter = 0;

/** A DATA_BASE_URL of its own (same fake site, own path prefix), so no two callers share a cached copy. */
export function isolatedSiteUrl(label = "t"): string {
  counter += 1;
  return `${env.DATA_BASE_URL}/t/${label}-${Date.now()}-${counter}`;
}

export async function callWorker(request: Request, vars: Partial<Record<keyof Env, unknown>> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const incoming = request as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(incoming, { ...env, ...vars } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
