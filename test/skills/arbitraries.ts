// Generators shared by the URI tests: skill names, and file paths with everything that needs encoding.

import fc from "fast-check";
import { MAX_SKILL_NAME_CHARS, skillPathProblem } from "../../src/skills/uri";

export const skillName = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((words) => words.join("-"))
  .filter((name) => name.length <= MAX_SKILL_NAME_CHARS);

// Segments with what needs encoding: spaces, %, #, ?, quotes, non-ASCII, astral characters.
const segment = fc
  .array(
    fc.oneof(
      fc.constantFrom(..."aZ0-_.~ %#?&+='(!*:@,;$".split(""), "é", "日", "🧭"),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 2 }),
    ),
    { minLength: 1, maxLength: 10 },
  )
  .map((parts) => parts.join(""));
export const skillPath = fc
  .array(segment, { minLength: 1, maxLength: 4 })
  .map((segments) => segments.join("/"))
  .filter((path) => skillPathProblem(path) === null);
