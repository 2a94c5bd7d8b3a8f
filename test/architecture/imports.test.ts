// The architecture of src/ as docs/architecture.md draws it, held by the code: no import circle (between modules
// or between folders), no import of a higher layer or a sibling folder (layers.json), no reach past a folder's
// door (search/ is entered through search/api.ts only), nothing a `forbid` rule bans, every module in a layer,
// and no file over MAX_FILE_LINES.

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyse, cyclesOf, importedSpecifiers, lineCounts, type Layers } from "./import-graph";

const ROOT = resolve(import.meta.dirname, "../..");
const LAYERS = JSON.parse(readFileSync(resolve(import.meta.dirname, "layers.json"), "utf8")) as Layers;
// Small modules with one job each: a longer one is split by job or, for an algorithm, by stage.
const MAX_FILE_LINES = 300;

const report = analyse(ROOT, LAYERS);

function violations(): string[] {
  return [
    ...report.moduleCycles.map((cycle) => `cycle: ${cycle.join(" → ")}`),
    ...report.folderCycles.map((cycle) => `folder cycle: ${cycle.join(" → ")}`),
    ...report.upward.map((edge) => `upward: ${edge.from} → ${edge.to}`),
    ...report.sideways.map((edge) => `sideways: ${edge.from} → ${edge.to}`),
    ...report.throughClosedDoor.map((edge) => `door: ${edge.from} → ${edge.to}`),
    ...report.forbidden.map((edge) => `forbidden: ${edge.from} → ${edge.to}`),
    ...report.unlayered.map((module) => `unlayered: ${module}`),
    ...lineCounts(ROOT, "src")
      .filter((file) => file.lines > MAX_FILE_LINES)
      .map((file) => `size: ${file.file}`),
  ].sort();
}

describe("architecture (docs/architecture.md)", () => {
  it("has no import circle, upward or sideways import, reach past a door, or file over the size limit", () => {
    expect(violations(), "docs/architecture.md says which way imports go").toEqual([]);
  });

  it("reads the imports it checks (the parser still understands the code)", () => {
    expect(report.graph["src/index.ts"]).toContain("src/pipeline.ts");
    expect(report.modules).toBeGreaterThan(100);
    expect(report.edges).toBeGreaterThan(300);
    const text = 'import { a,\n  type B } from "./x";\nexport * from "../y";\nimport "./z";\nconst c = await import("./w");\n';
    expect(importedSpecifiers(text).sort()).toEqual(["../y", "./w", "./x", "./z"]);
  });

  it("finds a circle when there is one", () => {
    expect(cyclesOf({ a: ["b"], b: ["c"], c: ["a", "d"], d: [] })).toEqual([["a", "b", "c", "a"]]);
    expect(cyclesOf({ a: ["b"], b: [] })).toEqual([]);
  });

  it("finds an upward import when there is one", () => {
    const layers: Layers = {
      layers: [
        { name: "top", modules: ["src/index.ts"] },
        { name: "rest", modules: ["src/"] },
      ],
    };
    const loose = analyse(ROOT, layers);
    expect(loose.upward).toEqual([]);
    const inverted = analyse(ROOT, { layers: [...layers.layers].reverse() });
    expect(inverted.upward.some((edge) => edge.from === "src/index.ts")).toBe(true);
  });
});
