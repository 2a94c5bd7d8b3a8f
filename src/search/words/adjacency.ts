// Word-adjacency tests on folded text whose tokens are joined by one separator (" " in names and
// summaries, "-" in ids and tags). A query word matches a token it is a prefix of, as everywhere else.

/** True when `text` has a token starting with `prefix`. */
export function hasTokenPrefix(text: string, sep: string, prefix: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf(prefix, from);
    if (at < 0) return false;
    if (at === 0 || text[at - 1] === sep) return true;
    from = at + 1;
  }
}

/**
 * True when a token starting with `a` is directly followed by a token starting with `b` (or, with
 * `wholeB`, a token equal to `b`).
 */
export function adjacentIn(text: string, sep: string, a: string, b: string, wholeB = false): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf(a, from);
    if (at < 0) return false;
    from = at + 1;
    if (at > 0 && text[at - 1] !== sep) continue;
    const end = text.indexOf(sep, at + a.length);
    if (end < 0) return false;
    if (!text.startsWith(b, end + 1)) continue;
    const after = end + 1 + b.length;
    if (!wholeB || after === text.length || text[after] === sep) return true;
  }
}

/** True when `phrase` (tokens joined by `sep`) is in `text` as whole tokens. */
export function hasWholePhrase(text: string, sep: string, phrase: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf(phrase, from);
    if (at < 0) return false;
    const end = at + phrase.length;
    if ((at === 0 || text[at - 1] === sep) && (end === text.length || text[end] === sep)) return true;
    from = at + 1;
  }
}
