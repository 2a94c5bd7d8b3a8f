// The one binary heap of the ranker, kept in a caller's array of numbers (doc numbers or scores) and ordered
// by the caller's `above(a, b)`: true when a belongs nearer the root than b. top-k.ts keeps the best docs of a
// page with the worst at the root; phrase-bonus.ts pops candidates by their ceiling and tracks the score a doc
// must reach to make the page.

/** Whether `a` belongs nearer the root than `b`. */
export type Above = (a: number, b: number) => boolean;

type Items = { [index: number]: number; readonly length: number };

/** Moves items[at] up to where it belongs. */
export function siftUp(items: Items, at: number, above: Above): void {
  const item = items[at]!;
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if (!above(item, items[parent]!)) break;
    items[at] = items[parent]!;
    at = parent;
  }
  items[at] = item;
}

/** Moves items[at] down to where it belongs in the heap of the first `count` items. */
export function siftDown(items: Items, count: number, at: number, above: Above): void {
  const item = items[at]!;
  for (;;) {
    let child = 2 * at + 1;
    if (child >= count) break;
    if (child + 1 < count && above(items[child + 1]!, items[child]!)) child++;
    if (!above(items[child]!, item)) break;
    items[at] = items[child]!;
    at = child;
  }
  items[at] = item;
}

/** Orders the first `count` items as a heap, in linear time. */
export function heapify(items: Items, count: number, above: Above): void {
  for (let at = (count >> 1) - 1; at >= 0; at--) siftDown(items, count, at, above);
}

/**
 * The best `size` numbers offered, where `worse(a, b)` says a ranks below b: the worst kept is at the root,
 * so an offer that does not beat it costs one comparison.
 */
export class BestOf {
  readonly items: number[] = [];

  constructor(
    readonly size: number,
    private readonly worse: Above,
  ) {}

  get full(): boolean {
    return this.items.length >= this.size;
  }

  offer(value: number): void {
    const items = this.items;
    if (items.length < this.size) {
      items.push(value);
      siftUp(items, items.length - 1, this.worse);
    } else if (this.size > 0 && this.worse(items[0]!, value)) {
      items[0] = value;
      siftDown(items, items.length, 0, this.worse);
    }
  }
}
