// How many edits a misspelled word may be from what it is read as, by its length: two budgets side by side,
// because ranking and suggesting cost differently when they are wrong.

/**
 * Ranking: a typo reading puts results on the page, so it is strict, and a word is read as another only when that is
 * likelier than the word as typed (rank/typo-channel.ts): one edit from four letters ("arxv" → arxiv, "stipe" →
 * stripe), two from ten. Shorter words are acronyms and versions, where one edit changes the meaning.
 */
export function rankingTypoBudget(length: number): number {
  if (length < 4) return 0;
  if (length < 10) return 1;
  return 2;
}

/** Suggesting ("did you mean" ids and queries): only offered, so more lenient; short words still tolerate less. */
export function suggestionTypoBudget(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  if (length <= 10) return 2;
  return 3;
}
