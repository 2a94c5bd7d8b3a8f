// Command-line flags for the scripts under scripts/, one behaviour for all of them: --help (or -h) prints the
// usage and exits 0; an unknown flag, a flag without its value, a stray argument or a value a script's own check
// refuses prints what is wrong and the usage on stderr, and exits 2. Built on node:util parseArgs (strict).
import { parseArgs } from "node:util";

/** Exit status for a command line the script cannot run (the shell convention for misuse). */
export const USAGE_EXIT_CODE = 2;

/**
 * Parses `argv` without side effects.
 * @param {readonly string[]} argv
 * @param {import("./args.d.mts").FlagSpec} spec
 * @returns {import("./args.d.mts").FlagResult}
 */
export function parseFlags(argv, spec) {
  const end = argv.indexOf("--");
  const own = end === -1 ? argv : argv.slice(0, end);
  if (own.includes("--help") || own.includes("-h")) return { kind: "help", text: spec.usage };
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: spec.options, allowPositionals: spec.positionals === true, strict: true });
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { kind: "error", text: `${message}\n\n${spec.usage}` };
  }
  const problem = spec.check?.(parsed.values, parsed.positionals) ?? null;
  if (problem !== null) return { kind: "error", text: `${problem}\n\n${spec.usage}` };
  return { kind: "ok", values: parsed.values, positionals: parsed.positionals };
}

/**
 * parseFlags for this process: on --help prints the usage and exits 0; on a bad command line prints the problem
 * and the usage on stderr and exits 2; otherwise returns the values.
 * @param {import("./args.d.mts").FlagSpec} spec
 * @param {readonly string[]} [argv]
 */
export function cliFlags(spec, argv = process.argv.slice(2)) {
  const result = parseFlags(argv, spec);
  if (result.kind === "help") {
    console.log(result.text);
    process.exit(0);
  }
  if (result.kind === "error") {
    console.error(result.text);
    process.exit(USAGE_EXIT_CODE);
  }
  return { values: result.values, positionals: result.positionals };
}

/** A whole number in [min, max] from a flag's text, or null. */
export function wholeNumber(text, min, max) {
  if (typeof text !== "string" || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}
