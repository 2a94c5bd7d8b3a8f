// globalSetup for the e2e project. With BASE=https://… it points the tests at that deployment, through a
// local pacing proxy that keeps the run under the deployment's per-client rate limit (pacing-proxy.ts).
// Otherwise it starts, on 127.0.0.1:
//   - the project's test catalogue (or DATA_BASE_URL, when given) and `wrangler dev --env test` on it;
//   - when the optional shared folder has the real site copy (scripts/lib/shared-dir.mjs), a server for it and a
//     second Worker on it;
//   - `wrangler dev --env ratelimit-test` (5 requests / 10 s) on the test catalogue.
// With IAM_EXTRAS_ONLY (CI's second pass, docs/testing.md) only the real site copy's Worker: the test catalogue's
// targets ran in the standalone pass, and are listed as absent so their tests show as skipped.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { makeTestSite } from "../../scripts/make-test-site.mjs";
import { absenceReason, realSiteDir, SHARED_ITEMS } from "../../scripts/lib/shared-dir.mjs";
import { startPacingProxy } from "./pacing-proxy";
import { startSiteServer, type SiteServer } from "./site-server";
import { startWranglerDev, type WranglerDev } from "./wrangler-dev";

export interface E2ETarget {
  /** "test-catalogue", "real-fixture", "custom-data" or "deployment". */
  name: string;
  /** Base URL of the Worker (no trailing slash). */
  base: string;
  /** Base URL of the site the Worker reads, when the suite started it (null for deployments). */
  site: string | null;
  /** Whether the Worker runs on this machine (localhost checks such as DNS rebinding apply). */
  local: boolean;
}

declare module "vitest" {
  export interface ProvidedContext {
    targets: E2ETarget[];
    /** Names of the targets this run does not serve (their tests are registered as skipped: helpers.ts). */
    absentTargets: string[];
    /** The low-limit Worker (5 requests / 10 s), or null against a deployment. */
    rateLimitBase: string | null;
  }
}

/**
 * Requests per 60 s the suite may send to a remote BASE: below the production limit (120 / 60 s per client
 * IP, approximate per location) with room to spare. E2E_REQUESTS_PER_MINUTE overrides it; 0 sends unpaced.
 */
const DEFAULT_DEPLOYMENT_REQUESTS_PER_MINUTE = 100;

function deploymentPace(): number {
  const raw = process.env.E2E_REQUESTS_PER_MINUTE;
  if (raw === undefined || raw === "") return DEFAULT_DEPLOYMENT_REQUESTS_PER_MINUTE;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`E2E_REQUESTS_PER_MINUTE must be a whole number ≥ 0, got "${raw}"`);
  return value;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.BASE?.replace(/\/+$/, "");
  if (base) {
    const local = /^https?:\/\/(127\.0\.0\.1|localhost)/.test(base);
    const perMinute = deploymentPace();
    if (local || perMinute === 0) {
      project.provide("targets", [{ name: "deployment", base, site: null, local }]);
      project.provide("absentTargets", []);
      project.provide("rateLimitBase", null);
      return async () => undefined;
    }
    // A remote deployment counts every request from this machine against one client's limit.
    const proxy = await startPacingProxy(base, perMinute);
    project.provide("targets", [{ name: "deployment", base: proxy.url, site: null, local: false }]);
    project.provide("absentTargets", []);
    project.provide("rateLimitBase", null);
    return async () => {
      const { forwarded, peakPerWindow } = proxy.stats();
      console.info(`e2e → ${base}: ${forwarded} requests, at most ${peakPerWindow} in any 60 s (pace ${perMinute}/min)`);
      await proxy.close();
    };
  }

  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
  };
  if (process.env.IAM_EXTRAS_ONLY) return extrasOnly(project, cleanups, cleanup);
  try {
    let siteUrl = process.env.DATA_BASE_URL?.replace(/\/+$/, "");
    const name = siteUrl ? "custom-data" : "test-catalogue";
    if (!siteUrl) {
      const dir = await mkdtemp(join(tmpdir(), "iam-e2e-site-"));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      await makeTestSite({ out: dir, extraEntry: true, skills: true });
      const site: SiteServer = await startSiteServer(dir);
      cleanups.push(() => site.close());
      siteUrl = site.url;
    }
    const starts: Promise<WranglerDev>[] = [
      startWranglerDev({ env: "test", vars: { DATA_BASE_URL: siteUrl } }),
      startWranglerDev({ env: "ratelimit-test", vars: { DATA_BASE_URL: siteUrl } }),
    ];
    let realSite: SiteServer | null = null;
    const realSiteCopy = realSiteDir();
    if (realSiteCopy !== null) {
      realSite = await startSiteServer(realSiteCopy);
      cleanups.push(() => realSite!.close());
      starts.push(startWranglerDev({ env: "test", vars: { DATA_BASE_URL: realSite.url } }));
    }
    const settled = await Promise.allSettled(starts);
    for (const result of settled) if (result.status === "fulfilled") cleanups.push(() => result.value.stop());
    const failed = settled.find((result) => result.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
    const [main, limited, real] = settled.map((result) => (result as PromiseFulfilledResult<WranglerDev>).value);
    const targets: E2ETarget[] = [{ name, base: main!.url, site: siteUrl, local: true }];
    if (real && realSite) targets.push({ name: "real-fixture", base: real.url, site: realSite.url, local: true });
    project.provide("targets", targets);
    project.provide("absentTargets", real ? [] : ["real-fixture"]);
    project.provide("rateLimitBase", limited!.url);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return cleanup;
}

/** CI's second pass: the real site copy's Worker alone; the test catalogue's targets are absent (they ran before). */
async function extrasOnly(
  project: TestProject,
  cleanups: (() => Promise<void>)[],
  cleanup: () => Promise<void>,
): Promise<() => Promise<void>> {
  const copy = realSiteDir();
  if (copy === null) throw new Error(`IAM_EXTRAS_ONLY needs the real site copy: ${absenceReason(SHARED_ITEMS.realSite)}`);
  try {
    const site = await startSiteServer(copy);
    cleanups.push(() => site.close());
    const worker = await startWranglerDev({ env: "test", vars: { DATA_BASE_URL: site.url } });
    cleanups.push(() => worker.stop());
    project.provide("targets", [{ name: "real-fixture", base: worker.url, site: site.url, local: true }]);
    project.provide("absentTargets", ["test-catalogue"]);
    console.info("e2e: only the real site copy's Worker (IAM_EXTRAS_ONLY); the test catalogue's tests ran in the standalone pass");
    project.provide("rateLimitBase", null);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return cleanup;
}
