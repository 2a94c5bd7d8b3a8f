// How many edits a misspelled word may be from what it is read as, by its length: two budgets side by side,
// because ranking and suggesting cost differently when they are wrong.

/**
 * Ranking: a typo reading puts results on the page, so it is strict. At five letters one edit already turns
 * real words into each other ("slack" → stack, "email" → emil).
 */
export function rankingTypoBudget(length: number): number {
  if (length < 6) return 0;
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
