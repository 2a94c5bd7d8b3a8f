// Binary search over the sorted vocabulary: exact and prefix lookups are both "first token >= x".

/** Index of the first vocabulary token >= prefix. */
export function lowerBound(vocabulary: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = vocabulary.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (vocabulary[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
