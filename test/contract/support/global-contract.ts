// globalSetup of the contract project (test/contract/): the live service's contract
// (docs/compatibility.md) is checked against real `wrangler dev` Workers on 127.0.0.1, each with a fresh
// --persist-to, reading sites served from disk:
//   sample     the bundled sample catalogue, written out as a copy of the site (scripts/make-test-site.mjs)
//   generated  a synthetic catalogue of GENERATED_ENTRIES entries (scripts/make-scaled-catalogue.mjs)
//   outage     a Worker whose site never answers (a closed port): it serves the bundled sample, labelled
//   limited    the sample behind the ratelimit-test environment (5 requests / 10 s), for 429 bodies
// With BASE=https://… set, only that deployment is checked (as "deployment"), and the targets that need a
// local Worker are skipped by the tests that use them.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { makeScaledCatalogue } from "../../../scripts/make-scaled-catalogue.mjs";
import { makeTestSite } from "../../../scripts/make-test-site.mjs";
import { freePort } from "../../support/ports";
import { startSiteServer } from "../../support/site-server";
import { startWranglerDev, type WranglerDev } from "../../support/wrangler-dev";

// Larger than the sample by an order of magnitude (paging, totals, browse listings), small enough to start fast.
const GENERATED_ENTRIES = 600;

export interface ContractTarget {
  /** "sample", "generated" or "deployment". */
  readonly name: string;
  /** Base URL of the Worker, no trailing slash. */
  readonly base: string;
  /** Base URL of the site the Worker reads (null for a deployment). */
  readonly site: string | null;
}

export interface ContractTargets {
  /** The Workers reading a healthy site: every contract row is checked on each. */
  readonly data: readonly ContractTarget[];
  /** A Worker that cannot reach its site (bundled sample), or null against a deployment. */
  readonly outage: ContractTarget | null;
  /** The sample behind a 5-requests-per-10-s limit, or null against a deployment. */
  readonly limited: ContractTarget | null;
}

declare module "vitest" {
  export interface ProvidedContext {
    contractTargets: ContractTargets;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const deployment = process.env.BASE?.replace(/\/+$/, "");
  if (deployment) {
    project.provide("contractTargets", { data: [{ name: "deployment", base: deployment, site: null }], outage: null, limited: null });
    return async () => undefined;
  }
  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
  };
  try {
    const sampleDir = await mkdtemp(join(tmpdir(), "iam-contract-sample-"));
    cleanups.push(() => rm(sampleDir, { recursive: true, force: true }));
    await makeTestSite({ out: sampleDir });
    const generatedDir = await mkdtemp(join(tmpdir(), "iam-contract-generated-"));
    cleanups.push(() => rm(generatedDir, { recursive: true, force: true }));
    await makeScaledCatalogue({ out: generatedDir, entries: GENERATED_ENTRIES, seed: 1 });

    const sampleSite = await startSiteServer(sampleDir);
    cleanups.push(() => sampleSite.close());
    const generatedSite = await startSiteServer(generatedDir);
    cleanups.push(() => generatedSite.close());
    // Nothing listens there: the port was free a moment ago and is never bound.
    const closedSite = `http://127.0.0.1:${await freePort()}`;

    const starts = [
      startWranglerDev({ env: "test", vars: { DATA_BASE_URL: sampleSite.url } }),
      startWranglerDev({ env: "test", vars: { DATA_BASE_URL: generatedSite.url } }),
      startWranglerDev({ env: "test", vars: { DATA_BASE_URL: closedSite } }),
      startWranglerDev({ env: "ratelimit-test", vars: { DATA_BASE_URL: sampleSite.url } }),
    ];
    const settled = await Promise.allSettled(starts);
    for (const result of settled) if (result.status === "fulfilled") cleanups.push(() => result.value.stop());
    const failed = settled.find((result) => result.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
    const [sample, generated, outage, limited] = settled.map((result) => (result as PromiseFulfilledResult<WranglerDev>).value);
    project.provide("contractTargets", {
      data: [
        { name: "sample", base: sample!.url, site: sampleSite.url },
        { name: "generated", base: generated!.url, site: generatedSite.url },
      ],
      outage: { name: "outage", base: outage!.url, site: closedSite },
      limited: { name: "limited", base: limited!.url, site: sampleSite.url },
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  return cleanup;
}
