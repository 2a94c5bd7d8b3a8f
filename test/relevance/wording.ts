// Whether a request is phrased away from its ideal answers: the words it shares with their names, summaries and tags
// (the paraphrase set's paraphrases and the blind set's everyday-words requests must share none).

import type { Catalogue } from "../../src/catalog/catalogue";
import { stem } from "../../src/search/words/stem";
import { isStopWord } from "../../src/search/words/stopwords";
import { tokenize } from "../../src/search/words/text";
import type { JudgedQuery, QueryKind } from "./judgements";

/** Content words of a text: its tokens without stop words, each also as its stem. */
function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of tokenize(text)) {
    if (isStopWord(word)) continue;
    out.add(word);
    out.add(stem(word));
  }
  return out;
}

/** The words of a request that an ideal answer's name, summary or tags also use, as "word in id". */
export function sharedWords(
  request: string,
  ideal: readonly { id: string; name: string; summary: string; tags: readonly string[] }[],
): string[] {
  const asked = [...new Set(tokenize(request).filter((word) => !isStopWord(word)))];
  const shared: string[] = [];
  for (const doc of ideal) {
    const listed = contentWords([doc.name, doc.summary, ...doc.tags.map((tag) => tag.replace(/-/g, " "))].join(" "));
    for (const word of asked) if (listed.has(word) || listed.has(stem(word))) shared.push(`${word} in ${doc.id}`);
  }
  return shared;
}

// The grade of an ideal answer on the need sets' scale.
const IDEAL = 3;

/**
 * Every word a request of `kind` shares with its ideal answers' names, summaries or tags, as `"request": word in id`
 * (empty when each is phrased away from them); words in `ignore` are not counted.
 */
export function wordsSharedWithIdeals(
  catalogue: Catalogue,
  queries: readonly JudgedQuery[],
  kind: QueryKind,
  ignore: ReadonlySet<string> = new Set(),
): string[] {
  const byId = new Map(catalogue.search.docs.map((doc) => [doc.id, doc]));
  return queries
    .filter((q) => q.kind === kind)
    .flatMap((q) => {
      const ideal = Object.entries(q.relevant)
        .filter(([, grade]) => grade === IDEAL)
        .map(([id]) => byId.get(id)!)
        .map((doc) => ({ id: doc.id, name: doc.name, summary: doc.entry?.summary ?? doc.longform!.summary, tags: doc.tags }));
      return sharedWords(q.q, ideal)
        .filter((hit) => !ignore.has(hit.split(" ")[0]!))
        .map((hit) => `"${q.q}": ${hit}`);
    });
}
