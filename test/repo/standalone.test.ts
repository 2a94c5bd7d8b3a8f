// The repository stands alone: nothing under src/, test/ or scripts/ may reach the optional shared folder beside
// it except through the one switch, scripts/lib/shared-dir.mjs, and that switch can be turned off.

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { absenceReason, realSiteDir, REPO_ROOT, sharedDir, sharedPath, SHARED_ITEMS } from "../../scripts/lib/shared-dir.mjs";

const SWITCH = "scripts/lib/shared-dir.mjs";
const SCANNED = ["src", "test", "scripts"];
// A relative path that climbs to a folder named shared (one or more "../", then "shared").
const CLIMB_TO_SHARED = /(?<![\w.-])((?:\.\.[\\/])+shared)(?![\w-])/g;
// The same, spelled as path segments: join(root, <two dots>, "shared") and the like.
const SEGMENTS_TO_SHARED = /["'`]\.\.["'`]\s*,\s*["'`]shared["'`]/;

function files(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(path));
    else if (/\.(m?[jt]s|d\.mts|json|md)$/.test(entry.name)) out.push(path);
  }
  return out;
}

function inside(path: string): boolean {
  const rel = relative(REPO_ROOT, path);
  return rel !== "" && !rel.startsWith("..") && !rel.startsWith(sep);
}

/** Where a file names the shared folder beside the repository (a module of our own called shared is fine). */
export function sharedReferences(path: string, text: string, exists: (path: string) => boolean = existsSync): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CLIMB_TO_SHARED)) {
    const fromFile = resolve(dirname(path), match[1]!);
    const ownModule = inside(fromFile) && [fromFile, `${fromFile}.ts`, `${fromFile}.mjs`, `${fromFile}.js`].some((p) => exists(p));
    if (!ownModule) found.push(match[0]);
  }
  if (SEGMENTS_TO_SHARED.test(text)) found.push("path segments up to shared");
  return found;
}

describe("the repository stands alone", () => {
  it("names the shared folder beside it only in the switch", () => {
    const offenders: string[] = [];
    for (const top of SCANNED) {
      for (const path of files(join(REPO_ROOT, top))) {
        const name = relative(REPO_ROOT, path).split(sep).join("/");
        if (name === SWITCH) continue;
        const refs = sharedReferences(path, readFileSync(path, "utf8"));
        if (refs.length) offenders.push(`${name}: ${refs.join(", ")}`);
      }
    }
    expect(offenders).toEqual([]);
    expect(readFileSync(join(REPO_ROOT, SWITCH), "utf8")).toMatch(CLIMB_TO_SHARED);
  });

  it("tells a reference to the folder beside the repository from a module of its own", () => {
    // Spelled in pieces, so that this file does not name the folder itself.
    const up = "..";
    const climb = (levels: number) => `${`${up}/`.repeat(levels)}shared`;
    const file = join(REPO_ROOT, "src", "tools", "search.ts");
    expect(sharedReferences(file, `import x from "${climb(3)}/schemas/a.json";`)).toEqual([climb(3)]);
    expect(sharedReferences(file, `// see ${climb(1)}/fixtures for the real copy`)).toEqual([climb(1)]);
    expect(sharedReferences(file, `const dir = resolve(root, "${up}", "shared");`)).toHaveLength(1);
    // A module of our own named shared (none exists today, so one is pretended) is not the folder.
    const nested = join(REPO_ROOT, "src", "tools", "deeper", "x.ts");
    const ownShared = (path: string) => path === join(REPO_ROOT, "src", "tools", "shared.ts");
    expect(sharedReferences(nested, `import { dataField } from "${climb(1)}";`, ownShared)).toEqual([]);
    expect(sharedReferences(nested, `import { dataField } from "${climb(1)}";`)).toEqual([climb(1)]);
    expect(sharedReferences(file, `import { a } from "./shared"; // ${up}/tools/shared`)).toEqual([]);
  });
});

describe("the shared-folder switch", () => {
  it("is off with IAM_SHARED_DIR=off, whatever exists", () => {
    const env = { IAM_SHARED_DIR: "off" };
    expect(sharedDir(env)).toBeNull();
    expect(sharedPath(SHARED_ITEMS.schemas, env)).toBeNull();
    expect(realSiteDir(env)).toBeNull();
    expect(absenceReason(SHARED_ITEMS.schemas, env)).toBe("IAM_SHARED_DIR=off");
  });

  it("reads a folder named by IAM_SHARED_DIR, and refuses one that does not exist", () => {
    const dir = mkdtempSync(join(tmpdir(), "iam-shared-"));
    try {
      const env = { IAM_SHARED_DIR: dir };
      expect(sharedDir(env)).toBe(dir);
      expect(sharedPath(SHARED_ITEMS.schemas, env)).toBeNull();
      expect(absenceReason(SHARED_ITEMS.schemas, env)).toContain(join(dir, "schemas"));
      expect(() => sharedDir({ IAM_SHARED_DIR: join(dir, "nope") })).toThrow(/no such folder/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("otherwise looks only beside the repository", () => {
    const beside = join(dirname(REPO_ROOT), "shared");
    expect(sharedDir({})).toBe(existsSync(beside) ? beside : null);
  });
});
