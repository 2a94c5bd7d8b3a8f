// Who makes each entry (its published `maintainer`), as the index keeps it: per doc, one code into a table of
// makers, each as its folded words joined by a space ("langchain", "hugging face"). Only exclusions read it
// (field-readings.ts): "without langchain" sets aside LangChain's own entries, LangSmith included, whose name,
// id and tags never say LangChain. It is never searched as text, so no ranking without an exclusion changes.

import type { SearchDoc, SearchIndex } from "./search-index";
import { tokenize } from "../words/api";

/** Per doc, 1 + its maker's place in `makers` (0 when it publishes none), and the makers' words. */
export function makerCodes(docs: readonly SearchDoc[]): Pick<SearchIndex, "makerOf" | "makers"> {
  const makers: string[] = [];
  const code = new Map<string, number>();
  const makerOf = new Uint32Array(docs.length);
  docs.forEach((doc, at) => {
    const maker = doc.entry?.maintainer;
    if (maker === undefined) return;
    const words = tokenize(maker).join(" ");
    if (words === "") return;
    let known = code.get(words);
    if (known === undefined) code.set(words, (known = makers.push(words)));
    makerOf[at] = known;
  });
  return { makerOf, makers };
}

/**
 * The docs made by a maker whose words start with `words` as whole words: "microsoft" is Microsoft, "arize" Arize
 * AI, "google" not "google cloud"'s maker unless that is how it is published.
 */
export function docsMadeBy(index: SearchIndex, words: readonly string[]): number[] {
  const phrase = words.join(" ");
  const docs: number[] = [];
  index.makers.forEach((maker, at) => {
    if (maker === phrase || maker.startsWith(`${phrase} `)) docs.push(...docsOfMaker(index)[at]!);
  });
  return docs.length > 1 ? docs.sort((a, b) => a - b) : docs;
}

const byMaker = new WeakMap<SearchIndex, readonly (readonly number[])[]>();

/** Per maker (its place in `makers`), its docs in doc order: listed once per loaded index, not per request. */
function docsOfMaker(index: SearchIndex): readonly (readonly number[])[] {
  let lists = byMaker.get(index);
  if (lists === undefined) {
    const built: number[][] = index.makers.map(() => []);
    for (let doc = 0; doc < index.makerOf.length; doc++) {
      const code = index.makerOf[doc]!;
      if (code !== 0) built[code - 1]!.push(doc);
    }
    byMaker.set(index, (lists = built));
  }
  return lists;
}
