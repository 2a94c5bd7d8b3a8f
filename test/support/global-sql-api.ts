// globalSetup for the workers project: the Analytics Engine SQL API stand-in, served on 127.0.0.1.

import type { TestProject } from "vitest/node";
import { startSqlApiServer } from "./sql-api-server";

declare module "vitest" {
  export interface ProvidedContext {
    sqlApiUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startSqlApiServer();
  project.provide("sqlApiUrl", server.url);
  return () => server.close();
}
