// Edit distance for typo readings and "did you mean" (budgets: typo-budget.ts): optimal string alignment (Levenshtein plus adjacent transpositions,
// so "playwrigth" is one edit from "playwright"), bounded so distant pairs cost little.

// Rows reused across calls (distance is synchronous): "did you mean" compares one id with every id, and
// three fresh arrays per comparison would cost more than the comparison.
let prevPrev = new Int32Array(64);
let prev = new Int32Array(64);
let row = new Int32Array(64);

/** OSA distance between a and b, or max + 1 once it is certain to exceed max. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n === 0) return m;
  if (m === 0) return n;
  if (row.length <= m) {
    prevPrev = new Int32Array(2 * (m + 1));
    prev = new Int32Array(2 * (m + 1));
    row = new Int32Array(2 * (m + 1));
  }
  prevPrev.fill(0, 0, m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const recycled = prevPrev;
    prevPrev = prev;
    prev = row;
    row = recycled;
  }
  return Math.min(prev[m]!, max + 1);
}
