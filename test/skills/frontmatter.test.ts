// The frontmatter reader: a hand-written corpus, the real SKILL.md files, and a differential test against the
// `yaml` package (what the MCP Inspector and the conformance suite parse with): whatever we accept, they must
// read as the same JSON, also after cutting the frontmatter out of the file their own way.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import sampleSkill from "../../src/site/sample/longform/skills/search-the-directory.json";
import { MAX_FRONTMATTER_CHARS, parseFrontmatter, readSkillFile, splitSkillFile, type Frontmatter } from "../../src/skills/frontmatter";
import { realSiteDir } from "../../scripts/lib/shared-dir.mjs";
import { ACCEPTED, REFUSED } from "./frontmatter-corpus";

/** `yaml.parse`, or "error" when it throws. */
function yamlOf(text: string): unknown {
  try {
    return parseYaml(text);
  } catch {
    return "error";
  }
}

// How the verifiers cut the frontmatter out of a SKILL.md (design §13.1): the conformance suite's one
// regular expression (after dropping a BOM), and the Inspector's opening test, closing search and trimming.
function conformanceCut(file: string): string | undefined {
  const text = file.charCodeAt(0) === 0xfeff ? file.slice(1) : file;
  return /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text)?.[1];
}
function inspectorCut(file: string): string | undefined {
  if (!/^---[ \t]*\r?\n/.test(file)) return undefined;
  const rest = file.slice(file.indexOf("\n") + 1);
  const close = rest.search(/^---[ \t]*\r?$/m);
  return close === -1 ? undefined : rest.slice(0, close).replace(/\r?\n$/, "");
}

describe("parseFrontmatter: the hand-written corpus", () => {
  it.each(ACCEPTED)("reads %s", (_name, yaml, expected) => {
    const parsed = parseFrontmatter(yaml);
    expect(parsed).toEqual({ ok: true, value: expected });
  });

  it.each(ACCEPTED.filter(([, yaml]) => yaml.trim() !== "" && !/^#/.test(yaml)))("agrees with yaml on %s", (_name, yaml, expected) => {
    expect(isDeepStrictEqual(yamlOf(yaml), expected)).toBe(true);
  });

  it.each(REFUSED)("refuses %s", (_name, yaml, reason) => {
    const parsed = parseFrontmatter(yaml);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain(reason);
  });

  it("names the file line in a reason", () => {
    expect(parseFrontmatter("a: 1\nb: [x]\n", 2)).toEqual({ ok: false, reason: expect.stringMatching(/^line 3: /) });
    expect(readSkillFile("---\nname: x\ndescription: [y]\n---\n")).toEqual({ ok: false, reason: expect.stringMatching(/^line 3: /) });
  });

  it("reads CRLF line ends as LF, also inside values", () => {
    expect(parseFrontmatter("a: |\r\n  x\r\n  y\r\nb: one\r\n  two\r\n")).toEqual({ ok: true, value: { a: "x\ny\n", b: "one two" } });
  });

  it("refuses a frontmatter over the size limit", () => {
    const parsed = parseFrontmatter(`a: ${"x".repeat(MAX_FRONTMATTER_CHARS)}\n`);
    expect(parsed).toEqual({ ok: false, reason: expect.stringContaining("longer than") });
  });
});

describe("splitSkillFile", () => {
  it("cuts at the first closing line and keeps the body whole", () => {
    expect(splitSkillFile("---\na: 1\n---\n# Title\n---\nmore\n")).toEqual({
      ok: true,
      value: { yaml: "a: 1\n", body: "# Title\n---\nmore\n" },
    });
  });

  it("accepts CRLF files and a closing line with trailing blanks", () => {
    expect(splitSkillFile("---\r\na: 1\r\n--- \t\r\nbody")).toEqual({ ok: true, value: { yaml: "a: 1\r\n", body: "body" } });
  });

  it("accepts a closing line at the end of the file", () => {
    expect(splitSkillFile("---\na: 1\n---")).toEqual({ ok: true, value: { yaml: "a: 1\n", body: "" } });
  });

  it.each([
    ["\ufeff---\na: 1\n---\n", "byte order mark"],
    ["# Title\n", 'start with a "---" line'],
    ["--- \na: 1\n---\n", 'start with a "---" line'],
    ["---a\na: 1\n---\n", 'start with a "---" line'],
    ["---\na: 1\n", 'no closing "---"'],
    ["---\na: 1\n----\n", 'no closing "---"'],
    ["---\na: 1\n ---\n", 'no closing "---"'],
  ])("refuses %j", (file, reason) => {
    const split = splitSkillFile(file);
    expect(split.ok).toBe(false);
    if (!split.ok) expect(split.reason).toContain(reason);
  });
});

describe("the real SKILL.md files", () => {
  const check = (raw: string, published: unknown) => {
    const read = readSkillFile(raw);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.frontmatter).toEqual(published);
    expect(isDeepStrictEqual(yamlOf(conformanceCut(raw)!), read.value.frontmatter)).toBe(true);
    expect(isDeepStrictEqual(yamlOf(inspectorCut(raw)!), read.value.frontmatter)).toBe(true);
  };

  it("reads the bundled sample skill as the site parsed it", () => {
    check(sampleSkill.raw, sampleSkill.front_matter);
  });

  // The real site copy is an optional extra (test/support/global-shared.ts prints one line when it is absent).
  const site = realSiteDir();
  it.skipIf(site === null)("reads every skill of the real site copy as the site parsed it", () => {
    const dir = join(site!, "api", "longform", "skills");
    const files = readdirSync(dir).filter((name) => name.endsWith(".json"));
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const name of files) {
      const item = JSON.parse(readFileSync(join(dir, name), "utf8")) as { raw: string; front_matter: unknown };
      check(item.raw, item.front_matter);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// Differential: generated frontmatters. Whenever we accept, yaml must agree, on the YAML alone and on the
// frontmatter each verifier cuts out of the whole file.

const KEYS = [
  "name",
  "description",
  "a",
  "b-c",
  "x.y",
  "io.modelcontextprotocol/v",
  "a b",
  "été",
  "1",
  "true",
  "null",
  "__proto__",
  "k:",
  "a#b",
];
const QUOTED_KEYS = ['"name"', "'a b'", '"x: y"', "'it''s'", '"\\t"'];
const TOKENS = [
  "word",
  "two words",
  "true",
  "False",
  "null",
  "~",
  "12",
  "-0",
  "+3",
  "0x1F",
  "0o7",
  "1.5",
  ".5",
  "1e3",
  ".inf",
  "2026-10-02",
  "1_000",
  "a#b",
  "a #c",
  "x: y",
  "x:",
  "'q'",
  "'it''s'",
  '"d"',
  '"e\\n\\u00e9"',
  '"\\q"',
  "[a]",
  "{a: 1}",
  "&a",
  "*a",
  "!t",
  "- x",
  "-x",
  "? x",
  "@x",
  "`x",
  "%x",
  "é ü",
  "日本語",
  "a]",
  "a,b",
  "|",
  "|-",
  "|+",
  ">",
  ">-",
  "|2",
  "'unclosed",
  "x\u00a0",
  "",
];

const token = fc.constantFrom(...TOKENS);
const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...KEYS) }, { weight: 1, arbitrary: fc.constantFrom(...QUOTED_KEYS) });
const spaces = (max: number) => fc.integer({ min: 0, max }).map((n) => " ".repeat(n));

/** Lines of every kind in any order: most documents are refused, the rest must agree with yaml. */
const looseLines = fc
  .array(
    fc.oneof(
      { weight: 5, arbitrary: fc.tuple(spaces(4), key, token).map(([indent, k, v]) => `${indent}${k}:${v === "" ? "" : ` ${v}`}`) },
      { weight: 3, arbitrary: fc.tuple(spaces(6), token).map(([indent, v]) => `${indent}${v}`) },
      { weight: 1, arbitrary: spaces(5) },
      { weight: 1, arbitrary: fc.tuple(spaces(4), token).map(([indent, v]) => `${indent}# ${v}`) },
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((lines) => `${lines.join("\n")}\n`);

// Words that may start a line, and words that may only follow one (quotes would open a quoted scalar).
const leadWord = fc.constantFrom("alpha", "beta", "x402", "C#", "a#b", "é", "日本", "1", "true", "-x", "1.0", "v2", "a]", "a,b", "null");
const word = fc.oneof(leadWord, fc.constantFrom("'q'", '"q"', "it's"));
const words = (max: number) => fc.tuple(leadWord, fc.array(word, { maxLength: max - 1 })).map(([lead, rest]) => [lead, ...rest].join(" "));
const plainValue = fc
  .tuple(words(4), fc.array(fc.tuple(fc.nat(2), words(3)), { maxLength: 3 }))
  .map(([first, more]) => ({ first, more: more.map(([blanks, text]) => ({ blanks, text })) }));
const blockValue = fc.record({
  style: fc.constantFrom("|", ">"),
  chomp: fc.constantFrom("", "-", "+"),
  indent: fc.integer({ min: 1, max: 4 }),
  // The first line sets the block's indentation; later ones may go deeper (a literal block keeps the spaces).
  first: words(3),
  lines: fc.array(
    fc.oneof(
      fc.constant(null),
      fc.tuple(fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat(3) }), words(3)),
    ),
    {
      maxLength: 5,
    },
  ),
});
const scalarValue = fc.oneof(
  { weight: 3, arbitrary: plainValue.map((v) => ({ kind: "plain" as const, ...v })) },
  { weight: 2, arbitrary: blockValue.map((v) => ({ kind: "block" as const, ...v })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('"a \\"b\\" \\n"', "'c ''d'''", '"é\\u00e9"', '""').map((text) => ({ kind: "quoted" as const, text })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "empty" as const }) },
);
type ScalarSpec = typeof scalarValue extends fc.Arbitrary<infer T> ? T : never;

/** The lines of `key: value` at `indent`. */
function entryLines(indent: number, name: string, value: ScalarSpec): string[] {
  const pad = " ".repeat(indent);
  switch (value.kind) {
    case "empty":
      return [`${pad}${name}:`];
    case "quoted":
      return [`${pad}${name}: ${value.text}`];
    case "plain":
      return [
        `${pad}${name}: ${value.first}`,
        ...value.more.flatMap(({ blanks, text }) => [...Array<string>(blanks).fill(""), `${pad}  ${text}`]),
      ];
    case "block": {
      const inner = " ".repeat(indent + value.indent);
      const body = value.lines.map((line) => (line === null ? "" : `${inner}${" ".repeat(line[0])}${line[1]}`));
      body.unshift(`${inner}${value.first}`);
      return [`${pad}${name}: ${value.style}${value.chomp}`, ...body];
    }
  }
}

const names = fc.uniqueArray(fc.constantFrom("name", "description", "license", "compatibility", "a", "b", "c-d", "e.f"), {
  minLength: 1,
  maxLength: 5,
});
const structured = fc
  .tuple(names, fc.array(scalarValue, { minLength: 5, maxLength: 5 }), fc.option(fc.array(scalarValue, { minLength: 1, maxLength: 3 })))
  .map(([keys, values, nested]) => {
    const lines = keys.flatMap((name, at) => entryLines(0, name, values[at]!));
    if (nested !== null) lines.push("metadata:", ...nested.flatMap((value, at) => entryLines(2, `m${at}`, value)));
    return `${lines.join("\n")}\n`;
  });

/** Checks one generated frontmatter; returns whether we accepted it. */
function agrees(yaml: string): boolean {
  const parsed = parseFrontmatter(yaml);
  if (!parsed.ok) return false;
  const expected: Frontmatter = parsed.value;
  if (Object.keys(expected).length === 0) {
    // An empty document: yaml reads null, and the Inspector counts that as no fields.
    expect(yamlOf(yaml) ?? null, JSON.stringify(yaml)).toBeNull();
  } else {
    expect(isDeepStrictEqual(yamlOf(yaml), expected), JSON.stringify(yaml)).toBe(true);
    const file = `---\n${yaml}${yaml.endsWith("\n") ? "" : "\n"}---\n# Body\n`;
    expect(isDeepStrictEqual(yamlOf(conformanceCut(file) ?? ""), expected), `conformance cut of ${JSON.stringify(yaml)}`).toBe(true);
    expect(isDeepStrictEqual(yamlOf(inspectorCut(file) ?? ""), expected), `Inspector cut of ${JSON.stringify(yaml)}`).toBe(true);
    const crlf = file.replace(/\n/g, "\r\n");
    expect(readSkillFile(crlf)).toEqual({ ok: true, value: { frontmatter: expected, body: "# Body\r\n" } });
    expect(isDeepStrictEqual(yamlOf(conformanceCut(crlf) ?? ""), expected), `conformance cut of CRLF ${JSON.stringify(yaml)}`).toBe(true);
  }
  return true;
}

describe("parseFrontmatter agrees with yaml on everything it accepts", () => {
  it("loose lines of every kind", () => {
    let accepted = 0;
    fc.assert(
      fc.property(looseLines, (yaml) => {
        if (agrees(yaml)) accepted++;
      }),
      { numRuns: 4000 },
    );
    // Most loose documents are refused; enough must be accepted for the agreement to mean something.
    expect(accepted).toBeGreaterThan(100);
  });

  it("well-formed documents with plain, quoted and block values and a nested mapping", () => {
    let accepted = 0;
    fc.assert(
      fc.property(structured, (yaml) => {
        if (agrees(yaml)) accepted++;
      }),
      { numRuns: 1500 },
    );
    expect(accepted).toBeGreaterThan(750);
  });

  it("strings of YAML's significant characters", () => {
    const chars = fc.constantFrom(
      " ",
      " ",
      "\n",
      "\n",
      ":",
      "-",
      "#",
      "'",
      '"',
      "|",
      ">",
      "a",
      "b",
      "1",
      "[",
      "{",
      "&",
      "?",
      ",",
      "\\",
      "é",
      ".",
    );
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 40 }), (parts) => {
        if (agrees(parts.join(""))) accepted++;
      }),
      { numRuns: 4000 },
    );
    expect(accepted).toBeGreaterThan(100);
  });
});
