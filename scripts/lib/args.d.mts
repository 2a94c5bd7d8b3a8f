export interface FlagOption {
  type: "string" | "boolean";
  short?: string;
  multiple?: boolean;
  default?: string | boolean | string[] | boolean[];
}
export type FlagValues = Record<string, string | boolean | (string | boolean)[] | undefined>;
export interface FlagSpec {
  /** What --help prints, and what follows an error. */
  usage: string;
  options: Record<string, FlagOption>;
  /** Whether bare arguments are allowed (default: no). */
  positionals?: boolean;
  /** A refusal (a sentence) for values that parse but cannot be used, or null. */
  check?: (values: FlagValues, positionals: string[]) => string | null;
}
export type FlagResult =
  { kind: "ok"; values: FlagValues; positionals: string[] } | { kind: "help"; text: string } | { kind: "error"; text: string };
export declare const USAGE_EXIT_CODE: 2;
export declare function parseFlags(argv: readonly string[], spec: FlagSpec): FlagResult;
export declare function cliFlags(spec: FlagSpec, argv?: readonly string[]): { values: FlagValues; positionals: string[] };
export declare function wholeNumber(text: unknown, min: number, max: number): number | null;
