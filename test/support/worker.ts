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

/**
 * A DATA_BASE_URL of its own whose every file answers 500: a site that is down. Not a closed port: workerd logs each
 * refused connection as an "uncaught exception" however the fetch is handled, and the pool prints its logs
 * (test/e2e/site-down.e2e.test.ts closes the port for real).
 */
export async function failingSiteUrl(label: string): Promise<string> {
  const site = isolatedSiteUrl(label);
  const control = await fetch(`${site}/__control`, {
    method: "POST",
    body: JSON.stringify({ faults: [{ match: "all", mode: "status-500" }] }),
  });
  if (!control.ok) throw new Error(`the fake site refused the fault for ${site}: HTTP ${control.status}`);
  return site;
}

export async function callWorker(request: Request, vars: Partial<Record<keyof Env, unknown>> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const incoming = request as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(incoming, { ...env, ...vars } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
