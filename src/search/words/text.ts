// Text normalisation shared by the index and queries: case- and accent-folded, Unicode-aware word tokens.

const NON_ASCII = /[^\u0000-\u007f]/;
// Combining accents of Latin, Greek and Cyrillic letters; other scripts' marks (e.g. Devanagari vowel signs,
// Japanese voicing marks) carry meaning and are kept.
const FOLDABLE_MARKS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}]+/gu;
// The letters and digits of ASCII: what WORD matches in ASCII text.
const ASCII_WORD = /[A-Za-z0-9]+/g;
const ONE_ASCII_WORD = /^[A-Za-z0-9]+$/;
// What fold() would change: capitals and anything outside ASCII.
const UNFOLDED = /[A-Z\u0080-\uffff]/;
// Scripts written without spaces between words: a query word there can start anywhere inside a token.
const CONTINUOUS_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Lower-cased, compatibility-normalised text with Latin/Greek/Cyrillic accents removed ("Café" → "cafe"). */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? stripAccents(lower) : lower;
}

function stripAccents(lower: string): string {
  return lower.normalize("NFKD").replace(FOLDABLE_MARKS, "").normalize("NFC");
}

/**
 * Word tokens of already folded text. ASCII text (nearly all of the catalogue) is split by a plain ASCII
 * class, which finds the same words as the Unicode one there and costs less, above all in code that has not
 * been optimised yet (the first load in a new isolate).
 */
export function wordsOf(folded: string): string[] {
  return (NON_ASCII.test(folded) ? folded.match(WORD) : folded.match(ASCII_WORD)) ?? [];
}

/** Word tokens of any text: fold, then split on everything that is not a letter or a digit. */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower.match(ASCII_WORD) ?? [];
  return stripAccents(lower).match(WORD) ?? [];
}

/** True when fold(text) is certainly `text` itself (plain ASCII without capitals): one scan, no copy. */
export function isFolded(text: string): boolean {
  return !UNFOLDED.test(text);
}

/** True when folded text is exactly one word token. */
export function isOneWord(folded: string): boolean {
  if (!NON_ASCII.test(folded)) return ONE_ASCII_WORD.test(folded);
  const words = wordsOf(folded);
  return words.length === 1 && words[0] === folded;
}

export function hasContinuousScript(text: string): boolean {
  return NON_ASCII.test(text) && CONTINUOUS_SCRIPT.test(text);
}

// What tokenize leaves of an English "n't" contraction ("isn't" → "isn", "t"): rejoined when words are shown.
const CONTRACTION_HEAD = /^(?:is|are|was|were|do|does|did|has|have|had|ca|wo|should|would|could|must|need)n$/;

/** Words of a request as an answer shows them: spaced, with "isn t" written back as "isn't". */
export function phraseOf(words: readonly string[]): string {
  let out = "";
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    if (at > 0 && word === "t" && CONTRACTION_HEAD.test(words[at - 1]!)) out += "'t";
    else out += at === 0 ? word : ` ${word}`;
  }
  return out;
}
