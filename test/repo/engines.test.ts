// package.json `engines` states the Node version the locked dependencies really need, and .ci/run checks the
// same number: a dependency update that raises the floor fails here until both are raised with it.

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
type Version = [number, number, number];

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** A version with wildcards or missing parts ("22", "10.x", "12.*") as [lowest, first version past it]. */
function partial(text: string): [Version, Version | null] {
  const parts = text.replace(/^v/, "").split(".");
  const numbers: number[] = [];
  for (const part of parts) {
    if (part === "x" || part === "*" || part === "") break;
    if (!/^\d+$/.test(part)) throw new Error(`unsupported version "${text}"`);
    numbers.push(Number(part));
  }
  const low: Version = [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0];
  if (numbers.length === 0) return [low, null];
  if (numbers.length === 3) return [low, [low[0], low[1], low[2] + 1]];
  return [low, numbers.length === 1 ? [low[0] + 1, 0, 0] : [low[0], low[1] + 1, 0]];
}

/** Whether `version` satisfies an npm engines range (||, space-joined comparators, ^, ~, >=, >, <=, <, =, x-ranges). */
export function satisfies(version: Version, range: string): boolean {
  return range.split("||").some((alternative) => {
    const comparators = alternative
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, "$1")
      .trim()
      .split(/\s+/);
    return comparators.every((comparator) => {
      const match = /^(>=|<=|>|<|=|\^|~)?(.*)$/.exec(comparator)!;
      const [low, next] = partial(match[2]!);
      switch (match[1]) {
        case ">=":
          return compare(version, low) >= 0;
        case ">":
          return next === null ? false : compare(version, next) >= 0;
        case "<=":
          return next === null ? true : compare(version, next) < 0;
        case "<":
          return compare(version, low) < 0;
        case "^": {
          const ceiling: Version = low[0] > 0 ? [low[0] + 1, 0, 0] : [0, low[1] + 1, 0];
          return compare(version, low) >= 0 && compare(version, ceiling) < 0;
        }
        case "~":
          return compare(version, low) >= 0 && compare(version, [low[0], low[1] + 1, 0]) < 0;
        default:
          return compare(version, low) >= 0 && (next === null || compare(version, next) < 0);
      }
    });
  });
}

interface LockedPackage {
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
}

/** engines.node of every locked package that installs on this platform, by path. */
function lockedRanges(): Map<string, string> {
  const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, LockedPackage> };
  const ranges = new Map<string, string>();
  for (const [path, pkg] of Object.entries(lock.packages)) {
    if (path === "" || Array.isArray(pkg.engines) || !pkg.engines?.node) continue;
    // Binaries for other systems (e.g. sharp for win32-ia32) are never installed here.
    if (pkg.os && !pkg.os.includes(process.platform)) continue;
    if (pkg.cpu && !pkg.cpu.includes(process.arch)) continue;
    ranges.set(path, pkg.engines.node);
  }
  return ranges;
}

/** The lowest version every range accepts, among the lower bounds the ranges name. */
function lowestCommonVersion(ranges: Iterable<string>): Version | null {
  const list = [...ranges];
  const candidates = new Map<string, Version>();
  for (const range of list) {
    for (const match of range.matchAll(/\d+(?:\.\d+){0,2}/g)) {
      const [low] = partial(match[0]);
      candidates.set(low.join("."), low);
    }
  }
  const sorted = [...candidates.values()].sort(compare);
  return sorted.find((version) => list.every((range) => satisfies(version, range))) ?? null;
}

describe("the Node version", () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { engines: { node: string } };
  const ciRun = readFileSync(join(ROOT, ".ci", "run"), "utf8");

  it("reads npm ranges the way npm does", () => {
    expect(satisfies([22, 19, 0], "^20.19.0 || ^22.13.0 || >=24")).toBe(true);
    expect(satisfies([22, 12, 0], "^20.19.0 || ^22.13.0 || >=24")).toBe(false);
    expect(satisfies([23, 0, 0], "^20.19.0 || ^22.13.0 || >=24")).toBe(false);
    expect(satisfies([22, 0, 0], "18 || 20 || >=22")).toBe(true);
    expect(satisfies([22, 0, 0], "10.* || >= 12.*")).toBe(true);
    expect(satisfies([11, 5, 0], "10.* || >= 12.*")).toBe(false);
    expect(satisfies([22, 18, 9], ">=22.19.0")).toBe(false);
    expect(satisfies([16, 0, 0], ">=9.4.0 || ^8.9.4")).toBe(true);
    expect(lowestCommonVersion([">=20", "^20.19.0 || >=22.12.0", ">=22.19.0", "^20.19.0 || ^22.13.0 || >=24"])).toEqual([22, 19, 0]);
  });

  it("is the floor of the locked dependencies, stated in package.json engines", () => {
    const ranges = lockedRanges();
    const floor = lowestCommonVersion(ranges.values());
    expect(floor, "no Node version satisfies every locked package").not.toBeNull();
    expect(pkg.engines.node).toBe(`>=${floor!.join(".")}`);
  });

  it("is what .ci/run checks before it runs anything", () => {
    const [major, minor, patch] = pkg.engines.node.replace(/^>=/, "").split(".").map(Number);
    expect(patch).toBe(0);
    expect(ciRun).toMatch(new RegExp(`^need_major=${major}$`, "m"));
    expect(ciRun).toMatch(new RegExp(`^need_minor=${minor}$`, "m"));
  });
});
