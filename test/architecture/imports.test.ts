// The architecture of src/ as docs/architecture.md draws it, held by the code: no import circle (between modules
// or between folders), no import of a higher layer or a sibling folder (layers.json), no reach past a folder's
// door (search/ is entered through search/api.ts only, each of its stage folders through its own door), no stage
// of search/ importing a later one, nothing a `forbid` rule bans, every module in a layer (and in search/, in a
// stage), and no file over MAX_FILE_LINES.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
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
    ...report.stageOrder.map((edge) => `stage order: ${edge.from} → ${edge.to}`),
    ...report.forbidden.map((edge) => `forbidden: ${edge.from} → ${edge.to}`),
    ...report.unlayered.map((module) => `unlayered: ${module}`),
    ...report.unstaged.map((module) => `unstaged: ${module}`),
    ...report.doorless.map((stage) => `no door: ${stage}`),
    ...lineCounts(ROOT, "src")
      .filter((file) => file.lines > MAX_FILE_LINES)
      .map((file) => `size: ${file.file}`),
  ].sort();
}

describe("architecture (docs/architecture.md)", () => {
  it("has no import circle, upward or sideways import, reach past a door, stage out of order, or file over the size limit", () => {
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

  it("holds search/'s stage folders to the order layers.json declares", () => {
    const order = LAYERS.stages?.["src/search/"] ?? [];
    expect(order.length).toBeGreaterThan(3);
    // Turned around, imports between stages run against the order; a stage left out leaves its modules in none.
    const reversed = analyse(ROOT, { ...LAYERS, stages: { "src/search/": [...order].reverse() } });
    expect(reversed.stageOrder).toContainEqual({ from: "src/search/index/build-index.ts", to: "src/search/words/api.ts" });
    expect(reversed.stageOrder.length).toBeGreaterThan(20);
    const without = analyse(ROOT, { ...LAYERS, stages: { "src/search/": order.filter((stage) => stage !== "src/search/query/") } });
    expect(without.unstaged).toContain("src/search/query/plan.ts");
  });

  it("keeps the app one room: the Worker enters it through src/app/api.ts and never imports its browser view", () => {
    const view = Object.keys(report.graph).filter((module) => module.startsWith("src/app/view/"));
    expect(view).toContain("src/app/view/main.ts");
    const intoApp = Object.entries(report.graph).flatMap(([from, targets]) =>
      from.startsWith("src/app/") ? [] : targets.filter((to) => to.startsWith("src/app/")).map((to) => ({ from, to })),
    );
    expect(intoApp.length).toBeGreaterThan(2);
    expect(intoApp.filter(({ to }) => to !== "src/app/api.ts")).toEqual([]);
    // The app's own Worker side takes the built string, not the view's modules.
    const fromWorkerSide = Object.entries(report.graph).filter(
      ([from]) => from.startsWith("src/app/") && !from.startsWith("src/app/view/"),
    );
    expect(fromWorkerSide.flatMap(([, targets]) => targets.filter((to) => to.startsWith("src/app/view/")))).toEqual([]);
    // And layers.json is what says so: without its closed doors, a reach into the view would pass.
    const tree: Record<string, string> = {
      "src/app/api.ts": 'export { served } from "./resource";\n',
      "src/app/resource.ts": 'import { viewOnly } from "./view/main";\nexport const served = viewOnly;\n',
      "src/app/view/main.ts": "export const viewOnly = 1;\n",
      "src/mcp/reach.ts": 'import { viewOnly } from "../app/view/main";\nexport const reach = viewOnly;\n',
    };
    const root = mkdtempSync(join(tmpdir(), "app-room-"));
    try {
      for (const [path, text] of Object.entries(tree)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      expect(analyse(root, LAYERS).throughClosedDoor).toEqual([
        { from: "src/app/resource.ts", to: "src/app/view/main.ts" },
        { from: "src/mcp/reach.ts", to: "src/app/view/main.ts" },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("finds an import of a later stage, a reach past a stage's door, a circle of stages and a module in no stage", () => {
    // A folder s/ of two stages, low then high, each with its door; high/top.ts keeps the order.
    const tree: Record<string, string> = {
      "src/s/api.ts": 'export { top } from "./high/api";\n',
      "src/s/high/api.ts": 'export { top } from "./top";\n',
      "src/s/high/top.ts": 'import { base } from "../low/api";\nexport const top = base;\n',
      "src/s/high/past.ts": 'import { base } from "../low/base";\nexport const past = base;\n',
      "src/s/low/api.ts": 'export { base } from "./base";\n',
      "src/s/low/base.ts": "export const base = 1;\n",
      "src/s/low/upward.ts": 'import { top } from "../high/api";\nexport const upward = top;\n',
      "src/s/low/above.ts": 'import { top } from "../api";\nexport const above = top;\n',
      "src/s/loose.ts": "export const loose = 1;\n",
    };
    const root = mkdtempSync(join(tmpdir(), "stages-"));
    try {
      for (const [path, text] of Object.entries(tree)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      const layers: Layers = {
        layers: [{ name: "all", modules: ["src/"] }],
        public: { "src/s/": ["src/s/api.ts"], "src/s/low/": ["src/s/low/api.ts"], "src/s/high/": ["src/s/high/api.ts"] },
        stages: { "src/s/": ["src/s/low/", "src/s/high/"] },
      };
      const staged = analyse(root, layers);
      expect(staged.stageOrder).toEqual([
        { from: "src/s/low/above.ts", to: "src/s/api.ts" },
        { from: "src/s/low/upward.ts", to: "src/s/high/api.ts" },
      ]);
      expect(staged.throughClosedDoor).toEqual([{ from: "src/s/high/past.ts", to: "src/s/low/base.ts" }]);
      expect(staged.folderCycles).toEqual([["src/s/high/", "src/s/low/", "src/s/high/"]]);
      expect(staged.unstaged).toEqual(["src/s/loose.ts"]);
      expect(staged.doorless).toEqual([]);
      expect(analyse(root, { ...layers, public: { "src/s/": ["src/s/api.ts"] } }).doorless).toEqual(["src/s/low/", "src/s/high/"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
