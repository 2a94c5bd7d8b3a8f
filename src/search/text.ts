// Text normalisation shared by the index and queries: case- and accent-folded, Unicode-aware word tokens.

const NON_ASCII = /[^\u0000-\u007f]/;
// Combining accents of Latin, Greek and Cyrillic letters; other scripts' marks (e.g. Devanagari vowel signs,
// Japanese voicing marks) carry meaning and are kept.
const FOLDABLE_MARKS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}]+/gu;
// Scripts written without spaces between words: a query word there can start anywhere inside a token.
const CONTINUOUS_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Lower-cased, compatibility-normalised text with Latin/Greek/Cyrillic accents removed ("Café" → "cafe"). */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower.normalize("NFKD").replace(FOLDABLE_MARKS, "").normalize("NFC");
}

/** Word tokens of already folded text. */
export function wordsOf(folded: string): string[] {
  return folded.match(WORD) ?? [];
}

/** Word tokens of any text: fold, then split on everything that is not a letter or a digit. */
export function tokenize(text: string): string[] {
  return wordsOf(fold(text));
}

export function hasContinuousScript(text: string): boolean {
  return NON_ASCII.test(text) && CONTINUOUS_SCRIPT.test(text);
}
