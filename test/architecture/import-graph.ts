// The import graph of src/, read from the text of each module (no compiler): which module imports which, the
// import circles among modules and among folders, and the imports that break the layer table (layers.json):
// upward (to a layer above), sideways (between folders of one layer), past a folder's door (a module other
// folders may not import), against a folder's stage order (to a stage after its own) or banned by a `forbid`
// rule. Assumes prettier-formatted code, where every import and export statement starts a line.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

export interface Layer {
  readonly name: string;
  /** Folders ("src/mcp/") and single modules ("src/index.ts") in the layer. */
  readonly modules: readonly string[];
  /** Whether folders of this layer may import each other (false unless set). */
  readonly sideways?: boolean;
}

export interface Layers {
  /** Top first: a module imports only from layers after its own. */
  readonly layers: readonly Layer[];
  /** Folder → the only modules of it that other folders may import (a folder inside it is another folder). */
  readonly public?: Readonly<Record<string, readonly string[]>>;
  /**
   * Folder → its subfolders in pipeline order, first stage first: a stage imports only the stages before it, each
   * through its door (under `public`), and every module of the folder but its own door is in one of them.
   */
  readonly stages?: Readonly<Record<string, readonly string[]>>;
  readonly forbid?: readonly { readonly from: string; readonly to: readonly string[]; readonly why?: string }[];
}

export interface Edge {
  readonly from: string;
  readonly to: string;
}

export interface Report {
  readonly modules: number;
  readonly edges: number;
  /** Module → the modules it imports (type-only imports included: a reader follows them too). */
  readonly graph: Readonly<Record<string, readonly string[]>>;
  /** One shortest circle per strongly connected group, as a path that ends where it starts. */
  readonly moduleCycles: readonly (readonly string[])[];
  readonly folderCycles: readonly (readonly string[])[];
  readonly upward: readonly Edge[];
  readonly sideways: readonly Edge[];
  readonly throughClosedDoor: readonly Edge[];
  /** Imports of a later stage of the same folder, or of that folder's own modules (its door sits above every stage). */
  readonly stageOrder: readonly Edge[];
  readonly forbidden: readonly Edge[];
  readonly unlayered: readonly string[];
  /** Modules of a staged folder in none of its stages (and not its door). */
  readonly unstaged: readonly string[];
  /** Stages with no door under `public`: nothing would hold them to one. */
  readonly doorless: readonly string[];
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else if (name.endsWith(".ts") && !name.endsWith(".d.ts")) out.push(path);
  }
  return out.sort();
}

// `import … from "x"`, `export … from "x"` (the clause may span lines), `import "x"` and `import("x")`.
const FROM =
  /^[ \t]*(?:import|export)\s+(?:type\s+)?(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+(?:\s*,\s*(?:\{[^}]*\}|\*\s+as\s+\w+))?)\s+from\s+["']([^"']+)["']/gm;
const BARE = /^[ \t]*import\s+["']([^"']+)["']/gm;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The relative specifiers a module imports from. */
export function importedSpecifiers(text: string): string[] {
  return [FROM, BARE, DYNAMIC].flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

function resolveModule(fromFile: string, specifier: string, known: ReadonlySet<string>): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, join(base, "index.ts")]) if (known.has(candidate)) return candidate;
  return null;
}

/** A folder directly under src/ ("src/mcp/"); a module at the root of src/ is its own unit. */
function unitOf(module: string): string {
  const parts = module.split("/");
  return parts.length > 2 ? `${parts[0]}/${parts[1]}/` : module;
}

/** Where a module sits in a staged folder: the folder, and its stage's place (null for the folder's own modules). */
function stageOf(module: string, stages: Readonly<Record<string, readonly string[]>>): { folder: string; stage: number | null } | null {
  for (const [folder, order] of Object.entries(stages)) {
    if (!module.startsWith(folder)) continue;
    const stage = order.findIndex((sub) => module.startsWith(sub));
    return { folder, stage: stage < 0 ? null : stage };
  }
  return null;
}

/** Strongly connected groups of more than one node (Tarjan), each sorted. */
function components(nodes: readonly string[], next: (node: string) => readonly string[]): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || next(v).includes(v)) out.push(component.sort());
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return out;
}

/** The shortest circle through the group's first node (breadth first inside the group). */
function cycleIn(component: readonly string[], next: (node: string) => readonly string[]): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const previous = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of next(v)) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [v];
        for (let p = previous.get(v)!; p !== null; p = previous.get(p)!) path.unshift(p);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...component];
}

/** One shortest circle per group of modules that import each other, round or through others. */
export function cyclesOf(graph: Readonly<Record<string, readonly string[]>>): string[][] {
  const next = (node: string) => graph[node] ?? [];
  return components(Object.keys(graph), next).map((component) => cycleIn(component, next));
}

export function analyse(root: string, config: Layers): Report {
  const files = listFiles(join(root, "src"));
  const known = new Set(files);
  const rel = (file: string) => relative(root, file).split(sep).join("/");
  const graph: Record<string, string[]> = {};
  for (const file of files) {
    const targets = importedSpecifiers(readFileSync(file, "utf8"))
      .map((specifier) => resolveModule(file, specifier, known))
      .filter((target): target is string => target !== null)
      .map(rel);
    graph[rel(file)] = [...new Set(targets)];
  }
  const modules = Object.keys(graph);

  const unitGraph: Record<string, string[]> = {};
  for (const [from, targets] of Object.entries(graph)) {
    const units = new Set(unitGraph[unitOf(from)] ?? []);
    for (const to of targets) if (unitOf(to) !== unitOf(from)) units.add(unitOf(to));
    unitGraph[unitOf(from)] = [...units];
  }
  // The stages of a staged folder as units of their own, so a circle between two of them shows.
  const stages = config.stages ?? {};
  const stageUnit = (module: string): string | null => {
    const at = stageOf(module, stages);
    return at === null || at.stage === null ? null : stages[at.folder]![at.stage]!;
  };
  const stageGraph: Record<string, string[]> = {};
  for (const [from, targets] of Object.entries(graph)) {
    const unit = stageUnit(from);
    if (unit === null) continue;
    const units = new Set(stageGraph[unit] ?? []);
    for (const to of targets) {
      const other = stageUnit(to);
      if (other !== null && other !== unit) units.add(other);
    }
    stageGraph[unit] = [...units];
  }

  // The layer of a module: the longest pattern that holds it.
  const layerOf = (module: string): { position: number; layer: Layer } | null => {
    let best: { position: number; layer: Layer; length: number } | null = null;
    config.layers.forEach((layer, position) => {
      for (const pattern of layer.modules) {
        const hit = pattern.endsWith("/") ? module.startsWith(pattern) : module === pattern;
        if (hit && (best === null || pattern.length > best.length)) best = { position, layer, length: pattern.length };
      }
    });
    return best;
  };
  const upward: Edge[] = [];
  const sideways: Edge[] = [];
  const throughClosedDoor: Edge[] = [];
  const stageOrder: Edge[] = [];
  const forbidden: Edge[] = [];
  for (const [from, targets] of Object.entries(graph)) {
    const a = layerOf(from);
    for (const to of targets) {
      const b = layerOf(to);
      const edge = { from, to };
      if (a && b && b.position < a.position) upward.push(edge);
      else if (a && b && b.position === a.position && unitOf(from) !== unitOf(to) && a.layer.sideways !== true) sideways.push(edge);
      for (const rule of config.forbid ?? []) {
        if (from.startsWith(rule.from) && rule.to.some((t) => (t.endsWith("/") ? to.startsWith(t) : to === t))) forbidden.push(edge);
      }
      // Every folder that holds the target and not the importer has a say, a folder inside a folder too.
      const doors = Object.entries(config.public ?? {});
      if (doors.some(([folder, open]) => to.startsWith(folder) && !from.startsWith(folder) && !open.includes(to))) {
        throughClosedDoor.push(edge);
      }
      const fromStage = stageOf(from, stages);
      const toStage = stageOf(to, stages);
      if (fromStage !== null && fromStage.stage !== null && toStage !== null && fromStage.folder === toStage.folder) {
        if (toStage.stage === null || toStage.stage > fromStage.stage) stageOrder.push(edge);
      }
    }
  }
  const unstaged = modules.filter((module) => {
    const at = stageOf(module, stages);
    return at !== null && at.stage === null && !(config.public?.[at.folder] ?? []).includes(module);
  });
  const doorless = Object.values(stages)
    .flat()
    .filter((stage) => config.public?.[stage] === undefined);
  return {
    modules: modules.length,
    edges: Object.values(graph).reduce((n, targets) => n + targets.length, 0),
    graph,
    moduleCycles: cyclesOf(graph),
    folderCycles: [...cyclesOf(unitGraph), ...cyclesOf(stageGraph)],
    upward,
    sideways,
    throughClosedDoor,
    stageOrder,
    forbidden,
    unlayered: modules.filter((module) => layerOf(module) === null),
    unstaged,
    doorless,
  };
}

/** Lines of every file under `dir` (relative to `root`), sample data included. */
export function lineCounts(root: string, dir: string): { file: string; lines: number }[] {
  const out: { file: string; lines: number }[] = [];
  const walk = (path: string): void => {
    for (const name of readdirSync(path)) {
      const child = join(path, name);
      if (statSync(child).isDirectory()) walk(child);
      else out.push({ file: relative(root, child).split(sep).join("/"), lines: readFileSync(child, "utf8").split("\n").length - 1 });
    }
  };
  walk(join(root, dir));
  return out;
}
