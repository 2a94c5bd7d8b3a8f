// Every script under scripts/ that takes flags answers --help with its usage (exit 0) and refuses an unknown
// flag with the usage (exit 2), through the one parser in scripts/lib/args.mjs.

import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseFlags, USAGE_EXIT_CODE, wholeNumber } from "../../scripts/lib/args.mjs";
import { runProcess } from "../support/run-process";

const ROOT = resolve(import.meta.dirname, "../..");
// A script loads its imports (vite, autocannon, esbuild) before reading flags; this bounds a hang.
const SCRIPT_TIMEOUT_MS = 30_000;
// Scripts whose flags belong to the tool they wrap, which refuses unknown ones itself.
const PASS_THROUGH: Readonly<Record<string, RegExp>> = { "scripts/dev.ts": /Unknown argument/ };

describe("parseFlags", () => {
  const spec = {
    usage: "usage: thing [--rounds N] [--write]",
    options: { rounds: { type: "string" as const, default: "3" }, write: { type: "boolean" as const, default: false } },
    check: (values: Record<string, unknown>) => (wholeNumber(values.rounds, 1, 9) === null ? "--rounds must be 1-9" : null),
  };

  it("returns the values of a good command line, defaults included", () => {
    expect(parseFlags(["--write"], spec)).toEqual({ kind: "ok", values: { rounds: "3", write: true }, positionals: [] });
    expect(parseFlags(["--rounds", "5"], spec)).toMatchObject({ kind: "ok", values: { rounds: "5" } });
  });

  it("answers --help and -h with the usage, wherever they stand", () => {
    expect(parseFlags(["--rounds", "2", "--help"], spec)).toEqual({ kind: "help", text: spec.usage });
    expect(parseFlags(["-h"], spec)).toEqual({ kind: "help", text: spec.usage });
  });

  it("refuses unknown flags, missing values, stray arguments and values the script cannot use, with the usage", () => {
    for (const argv of [["--bogus"], ["--rounds"], ["extra"], ["--rounds", "0"], ["--write=yes"]]) {
      const result = parseFlags(argv, spec);
      expect(result.kind, argv.join(" ")).toBe("error");
      expect(result.kind === "error" && result.text.endsWith(spec.usage), argv.join(" ")).toBe(true);
    }
    expect(parseFlags(["--rounds", "0"], spec)).toMatchObject({ text: expect.stringMatching(/^--rounds must be 1-9/) });
  });

  it("reads whole numbers within bounds only", () => {
    expect(wholeNumber("12", 1, 20)).toBe(12);
    for (const text of ["0", "21", "1.5", "-3", "", "3x", undefined]) expect(wholeNumber(text, 1, 20), String(text)).toBeNull();
  });
});

/** How package.json runs each script (node flags included); scripts it does not name run with plain node. */
function invocations(): { script: string; nodeArgs: string[] }[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const viaNpm = new Map<string, string[]>();
  for (const command of Object.values(pkg.scripts)) {
    const match = /\bnode((?: --[\w=-]+)*) (scripts\/[\w./-]+\.(?:mjs|ts))/.exec(command);
    if (match) viaNpm.set(match[2]!, match[1]!.trim().split(" ").filter(Boolean));
  }
  return readdirSync(join(ROOT, "scripts"))
    .filter((name) => /\.(mjs|ts)$/.test(name) && !/\.d\.(mts|ts)$/.test(name))
    .map((name) => `scripts/${name}`)
    .map((script) => ({ script, nodeArgs: viaNpm.get(script) ?? [] }));
}

describe("the scripts' command lines", () => {
  const scripts = invocations();

  it("cover every runnable script, including the npm ones", () => {
    const names = scripts.map(({ script }) => script);
    for (const script of [
      "scripts/bench.mjs",
      "scripts/relevance.mjs",
      "scripts/load.ts",
      "scripts/verify-clients.ts",
      "scripts/deploy-dry.mjs",
    ])
      expect(names).toContain(script);
  });

  it.each(scripts)(
    "$script: --help prints the usage and exits 0; an unknown flag exits 2 with the usage",
    async ({ script, nodeArgs }) => {
      const help = await runProcess(process.execPath, [...nodeArgs, script, "--help"], { cwd: ROOT, timeoutMs: SCRIPT_TIMEOUT_MS });
      expect(help.code, help.stderr).toBe(0);
      expect(help.stdout).toMatch(/^usage: /);
      const bad = await runProcess(process.execPath, [...nodeArgs, script, "--bogus-flag"], { cwd: ROOT, timeoutMs: SCRIPT_TIMEOUT_MS });
      const wrapped = PASS_THROUGH[script];
      if (wrapped) {
        expect(bad.code, bad.stdout + bad.stderr).not.toBe(0);
        expect(bad.stdout + bad.stderr).toMatch(wrapped);
        return;
      }
      expect(bad.code, bad.stdout + bad.stderr).toBe(USAGE_EXIT_CODE);
      expect(bad.stderr).toMatch(/--bogus-flag[\s\S]*\n\nusage: /);
      expect(bad.stdout).toBe("");
      // Two runs of a script, each bounded by its own timeout; the test's budget covers both.
    },
    2 * SCRIPT_TIMEOUT_MS + 5_000,
  );
});
