// The committed code version is the one the sources give: a snapshot is only ever read by the code that wrote it.
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SNAPSHOT_CODE_VERSION } from "../../../src/catalog/snapshot/code-version";
import { REPO_ROOT } from "../../../scripts/lib/shared-dir.mjs";
import {
  CODE_VERSION_FILE,
  CODE_VERSION_SOURCES,
  codeVersionModule,
  computeSnapshotCodeVersion,
} from "../../../scripts/lib/snapshot-code-version.mjs";

describe("the snapshot code version", () => {
  it("matches the sources it covers (run `npm run snapshot:version` when this fails)", () => {
    const current = computeSnapshotCodeVersion(REPO_ROOT);
    expect(SNAPSHOT_CODE_VERSION, "src/catalog/snapshot/code-version.ts is stale: run `npm run snapshot:version`").toBe(current);
    expect(readFileSync(join(REPO_ROOT, CODE_VERSION_FILE), "utf8")).toBe(codeVersionModule(current));
  });

  it("changes with a covered source and not with the generated file", () => {
    const root = mkdtempSync(join(tmpdir(), "code-version-"));
    try {
      for (const dir of CODE_VERSION_SOURCES) cpSync(join(REPO_ROOT, dir), join(root, dir), { recursive: true });
      const copied = computeSnapshotCodeVersion(root);
      expect(copied).toBe(computeSnapshotCodeVersion(REPO_ROOT));
      writeFileSync(join(root, CODE_VERSION_FILE), codeVersionModule("0".repeat(64)));
      expect(computeSnapshotCodeVersion(root)).toBe(copied);
      appendFileSync(join(root, "src/search/rank/top-k.ts"), "// changed\n");
      expect(computeSnapshotCodeVersion(root)).not.toBe(copied);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
