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
  // ASCII text only needs lower-casing, and text already in lower case is returned as it is.
  let upper = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) return text.toLowerCase().normalize("NFKD").replace(FOLDABLE_MARKS, "").normalize("NFC");
    if (code >= 65 && code <= 90) upper = true;
  }
  return upper ? text.toLowerCase() : text;
}

/** Word tokens of already folded text. */
export function wordsOf(folded: string): string[] {
  return asciiWords(folded, false) ?? folded.match(WORD) ?? [];
}

/**
 * The word tokens of ASCII text, lower-cased when `lower` is set (nearly all of the catalogue is ASCII):
 * the same tokens as the regex on the folded text, from one pass over the char codes, without the folded
 * copy or the match array. Null when the text has any other character.
 */
function asciiWords(text: string, lower: boolean): string[] | null {
  const out: string[] = [];
  let start = -1;
  let upper = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) return null;
    // Digits and lower-case letters, then upper-case; every other ASCII character separates words.
    const small = (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
    if (small || (code >= 65 && code <= 90)) {
      if (start < 0) {
        start = i;
        upper = false;
      }
      if (!small) upper = true;
    } else if (start >= 0) {
      const word = text.slice(start, i);
      out.push(lower && upper ? word.toLowerCase() : word);
      start = -1;
    }
  }
  if (start >= 0) {
    const word = text.slice(start);
    out.push(lower && upper ? word.toLowerCase() : word);
  }
  return out;
}

/** Word tokens of any text: fold, then split on everything that is not a letter or a digit. */
export function tokenize(text: string): string[] {
  return asciiWords(text, true) ?? wordsOf(fold(text));
}

export function hasContinuousScript(text: string): boolean {
  return NON_ASCII.test(text) && CONTINUOUS_SCRIPT.test(text);
}
