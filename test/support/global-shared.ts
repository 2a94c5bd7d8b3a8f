// globalSetup of every project: reads the optional official JSON Schemas through the shared-folder switch
// (scripts/lib/shared-dir.mjs) and hands them to the tests with `provide` (workerd tests read no files), and
// prints once per run one line for each optional extra that skips. docs/testing.md lists the extras.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import type { OfficialSchemas } from "./official-schemas";
import { absenceReason, realSiteDir, sharedDir, SHARED_ITEMS, sharedPath } from "../../scripts/lib/shared-dir.mjs";

/** The official schema files (shared/schemas/README.md), by the name the tests use. */
export const OFFICIAL_SCHEMA_FILES: Readonly<Record<string, string>> = {
  "2026-07-28": "mcp-2026-07-28.schema.json",
  "2025-11-25": "mcp-2025-11-25.schema.json",
  "2025-06-18": "mcp-2025-06-18.schema.json",
  "2025-03-26": "mcp-2025-03-26.schema.json",
  "server-card": "server-card-v1.schema.json",
  "registry-server": "server-2025-12-11.schema.json",
};

function loadOfficialSchemas(): OfficialSchemas {
  const dir = sharedPath(SHARED_ITEMS.schemas);
  if (dir === null) return null;
  const schemas: Record<string, object> = {};
  for (const [name, file] of Object.entries(OFFICIAL_SCHEMA_FILES)) {
    schemas[name] = JSON.parse(readFileSync(join(dir, file), "utf8")) as object;
  }
  return schemas;
}

/** One line per extra that cannot run; a single line when the whole folder is absent. */
export function skipNotices(): string[] {
  const extras = {
    schemas: "strict JSON Schema checks (MCP messages per revision, server card, registry server.json)",
    realSite:
      "the real site copy (judged relevance and golden rankings, outputs, pages, real SKILL.md files, resource renderings and completion, a second e2e Worker)",
  };
  if (sharedDir() === null) {
    return [`optional extras skipped (${absenceReason(SHARED_ITEMS.schemas)}): ${extras.schemas}; ${extras.realSite}`];
  }
  const lines: string[] = [];
  if (sharedPath(SHARED_ITEMS.schemas) === null)
    lines.push(`optional extra skipped (${absenceReason(SHARED_ITEMS.schemas)}): ${extras.schemas}`);
  if (realSiteDir() === null) lines.push(`optional extra skipped (${absenceReason(SHARED_ITEMS.realSite)}): ${extras.realSite}`);
  return lines;
}

export default function setup(project: TestProject): void {
  project.provide("officialSchemas", loadOfficialSchemas());
  // Each project runs this setup; the notice is for the run, so the first one prints it.
  const run = globalThis as { iamSharedNoticePrinted?: boolean };
  if (!run.iamSharedNoticePrinted) {
    run.iamSharedNoticePrinted = true;
    for (const line of skipNotices()) console.info(line);
  }
}
