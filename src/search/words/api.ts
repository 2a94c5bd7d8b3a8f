// The door of words/, the first stage of search/: the rules for words that hold whatever the catalogue is. How text
// becomes folded, Unicode-aware tokens; a word's light stem; stop words; edit distance and how many edits a typo
// may have; which words stand side by side in a field; and the domain vocabulary (its concepts' triggers, compiled
// ahead of time, and the light words). The index is built with these, and a request is read with them.

export { adjacentIn, hasTokenPrefix, hasWholePhrase } from "./adjacency";
export { boundedDistance } from "./distance";
export { canStem, stem } from "./stem";
export { isStopWord } from "./stopwords";
export { fold, hasContinuousScript, isFolded, isOneWord, phraseOf, tokenize, wordsOf } from "./text";
export { rankingTypoBudget, suggestionTypoBudget } from "./typo-budget";
export { isEnglishWord } from "./lexicon/english";
export { englishUse, type EnglishUse } from "./lexicon/frequency";
export { isTypingSlip } from "./typing-slips";
export { domainVocabulary, triggerEnd } from "./vocabulary/domain";
export { isLightWord } from "./vocabulary/light-words";
export type { CompiledVocabulary } from "./vocabulary/types";
