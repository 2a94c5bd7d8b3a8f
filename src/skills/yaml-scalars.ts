// Scalar values of the frontmatter subset: YAML 1.2 core-schema typing of plain scalars (as the `yaml`
// package spells it), double-quoted escapes, and block folding.

import type { FrontmatterScalar } from "./frontmatter-values";

/** Why a frontmatter is not read; thrown inside the reader, returned as a value by parseFrontmatter. */
export class Refusal {
  constructor(readonly reason: string) {}
}

/** A folded block's text: single line breaks become spaces, each blank line a line break. */
export function foldLines(lines: readonly (string | null)[]): string {
  let text = "";
  let blanks = 0;
  let started = false;
  for (const line of lines) {
    if (line === null) {
      blanks++;
      continue;
    }
    text += started && blanks === 0 ? " " : "\n".repeat(blanks);
    text += line;
    started = true;
    blanks = 0;
  }
  return text;
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  "0": "\u0000",
  a: "\u0007",
  b: "\b",
  t: "\t",
  n: "\n",
  v: "\v",
  f: "\f",
  r: "\r",
  e: "\u001b",
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\",
  N: "\u0085",
  _: "\u00a0",
  L: "\u2028",
  P: "\u2029",
};
const HEX_DIGITS: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

/** A double-quoted escape at `at` (the backslash), or null when YAML has no such escape or JSON no such text. */
export function decodeEscape(text: string, at: number): { text: string; length: number } | null {
  const code = text[at + 1];
  if (code === undefined) return null;
  const simple = SIMPLE_ESCAPES[code];
  if (simple !== undefined) return { text: simple, length: 2 };
  const digits = HEX_DIGITS[code];
  if (digits === undefined) return null;
  const hex = text.slice(at + 2, at + 2 + digits);
  if (!new RegExp(`^[0-9A-Fa-f]{${digits}}$`).test(hex)) return null;
  const point = Number.parseInt(hex, 16);
  // A lone surrogate has no UTF-8 form, so no verifier could compare it.
  if (point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) return null;
  return { text: String.fromCodePoint(point), length: 2 + digits };
}

// The YAML 1.2 core schema, as the `yaml` package spells it.
const NULL = /^(?:~|null|Null|NULL)$/;
const TRUE = /^(?:true|True|TRUE)$/;
const FALSE = /^(?:false|False|FALSE)$/;
const INT = /^[-+]?[0-9]+$/;
const OCT = /^0o[0-7]+$/;
const HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
const NOT_FINITE = /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/** A plain scalar's value under the core schema; throws a Refusal for numbers JSON cannot carry exactly. */
export function resolvePlain(text: string): FrontmatterScalar {
  if (text === "" || NULL.test(text)) return null;
  if (TRUE.test(text)) return true;
  if (FALSE.test(text)) return false;
  let number: number;
  let integer = true;
  if (INT.test(text)) number = Number.parseInt(text, 10);
  else if (OCT.test(text)) number = Number.parseInt(text.slice(2), 8);
  else if (HEX.test(text)) number = Number.parseInt(text.slice(2), 16);
  else if (FLOAT.test(text)) {
    number = Number.parseFloat(text);
    integer = false;
  } else if (NOT_FINITE.test(text)) throw new Refusal(`"${text}" has no JSON form; quote it`);
  else return text;
  if (!Number.isFinite(number) || (integer && !Number.isSafeInteger(number)))
    throw new Refusal(`"${text}" is too large to keep exact; quote it`);
  // JSON writes -0 as 0, which a strict comparison with the file's -0 tells apart.
  if (Object.is(number, -0)) throw new Refusal(`"${text}" is negative zero, which JSON cannot carry; quote it`);
  return number;
}
