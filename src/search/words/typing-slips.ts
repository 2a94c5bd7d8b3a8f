// Whether a word is another one typed with one slip of the fingers: a letter dropped, doubled (beside it or in place
// of the next), swapped with its neighbour, or typed as (or beside) a key next to the one meant. Such slips are what misspellings mostly are, so a
// word one slip from a listed name is likelier that name than a word one arbitrary edit away (typo-channel.ts).

// The letter keys of a QWERTY keyboard, by row; each row sits half a key to the right of the one above.
const ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"] as const;

/** Per letter, the letters on the keys that touch it. */
const NEIGHBOURS: ReadonlyMap<string, string> = (() => {
  const out = new Map<string, string>();
  ROWS.forEach((row, r) => {
    [...row].forEach((key, c) => {
      const near = [row[c - 1], row[c + 1], ROWS[r - 1]?.[c], ROWS[r - 1]?.[c + 1], ROWS[r + 1]?.[c - 1], ROWS[r + 1]?.[c]];
      out.set(key, near.filter((k): k is string => k !== undefined).join(""));
    });
  });
  return out;
})();

/** Whether keys `a` and `b` touch on a QWERTY keyboard. */
export function areNeighbourKeys(a: string, b: string): boolean {
  return NEIGHBOURS.get(a)?.includes(b) ?? false;
}

/** Whether `typed` is `meant` with exactly one slip (dropped, doubled or swapped letter, or a neighbouring key). */
export function isTypingSlip(typed: string, meant: string): boolean {
  let at = 0;
  while (at < typed.length && at < meant.length && typed[at] === meant[at]) at++;
  if (typed.length === meant.length - 1) return typed.slice(at) === meant.slice(at + 1);
  if (typed.length === meant.length + 1) {
    // One key too many: the letter beside it pressed twice, or a key touching one of its neighbours in the word.
    if (typed.slice(at + 1) !== meant.slice(at)) return false;
    const extra = typed[at]!;
    const around = [typed[at - 1], typed[at + 1]].filter((k): k is string => k !== undefined);
    return around.some((key) => key === extra || areNeighbourKeys(key, extra));
  }
  if (typed.length !== meant.length || at === typed.length) return false;
  // One key for another: a key beside it, or the letter before or after pressed again ("puppetter").
  if (typed.slice(at + 1) === meant.slice(at + 1)) {
    const key = typed[at]!;
    return areNeighbourKeys(key, meant[at]!) || key === typed[at - 1] || key === typed[at + 1];
  }
  return typed[at] === meant[at + 1] && typed[at + 1] === meant[at] && typed.slice(at + 2) === meant.slice(at + 2);
}
