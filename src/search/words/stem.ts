// Light English stemming: plurals and a few common suffixes, so "rails" finds "rail", "sandboxes"
// finds "sandbox", "automating" finds "automation". Deliberately conservative (no -er, -ly, -ic): a wrong
// conflation costs precision on every query, a missed one only loses a lower-weighted bonus.

const LATIN_WORD = /^[a-z]+$/;
// Shorter words are names and acronyms more often than inflected words ("aws", "llms", "news").
const MIN_STEM_INPUT = 4;
// A suffix is removed only if at least this much of the word remains ("using" stays "using").
const MIN_STEM_LENGTH = 3;
// "-ed" on short words is usually part of the root ("embed", "speed", "need").
const MIN_ED_WORD = 6;

function undouble(word: string): string {
  const n = word.length;
  if (n >= 2 && word[n - 1] === word[n - 2] && !"aeioulsz".includes(word[n - 1]!)) return word.slice(0, -1);
  return word;
}

function dropPlural(word: string): string {
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (/(?:x|ch|sh|zz)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

function dropSuffix(word: string): string {
  const keep = (cut: number): boolean => word.length - cut >= MIN_STEM_LENGTH;
  if (word.endsWith("ing") && keep(3)) return undouble(word.slice(0, -3));
  if (word.endsWith("ed") && !word.endsWith("eed") && word.length >= MIN_ED_WORD) return undouble(word.slice(0, -2));
  if (word.endsWith("ation") && keep(3)) return word.slice(0, -3);
  if (word.endsWith("ment") && keep(4)) return word.slice(0, -4);
  return word;
}

/** The stem of a folded word token; words that are not plain Latin letters come back unchanged. */
export function stem(word: string): string {
  if (word.length < MIN_STEM_INPUT || !LATIN_WORD.test(word)) return word;
  let out = dropSuffix(dropPlural(word));
  // "automate" and "automat(ion)", "code" and "cod(ing)" meet once a final e is gone.
  if (out.endsWith("e") && out.length > MIN_STEM_LENGTH) out = out.slice(0, -1);
  return out;
}

/**
 * False for words stem() certainly leaves alone (too short, or not ending in a letter any rule removes);
 * a cheap test that spares most of the vocabulary the full rules at load.
 */
export function canStem(word: string): boolean {
  if (word.length < MIN_STEM_INPUT) return false;
  const last = word.charCodeAt(word.length - 1);
  // s (plurals), g (-ing), d (-ed), n (-ation), t (-ment), e (final e).
  return last === 115 || last === 103 || last === 100 || last === 110 || last === 116 || last === 101;
}
