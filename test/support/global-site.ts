// globalSetup for the workers project: the project's own test catalogue, served on 127.0.0.1.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { makeTestSite } from "../../scripts/make-test-site.mjs";
import { startSiteServer } from "./site-server";

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), "iam-site-"));
  await makeTestSite({ out: dir, extraEntry: true, skills: true });
  const server = await startSiteServer(dir);
  project.provide("siteUrl", server.url);
  return async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  };
}
