// The ranker's one heap: whatever the order things come in, BestOf keeps exactly the best k, and a heapified
// array pops in order.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BestOf, heapify, siftDown } from "../../../src/search/rank/heap";

const numbers = fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 60 });

describe("heap", () => {
  it("BestOf keeps the k largest, with the smallest of them at the root", () => {
    fc.assert(
      fc.property(numbers, fc.integer({ min: 1, max: 10 }), (values, k) => {
        const best = new BestOf(k, (a, b) => a < b);
        for (const value of values) best.offer(value);
        const expected = [...values].sort((a, b) => b - a).slice(0, k);
        expect([...best.items].sort((a, b) => b - a)).toEqual(expected);
        if (expected.length > 0) expect(best.items[0]).toBe(expected[expected.length - 1]);
        expect(best.full).toBe(values.length >= k);
      }),
    );
  });

  it("heapify then pop gives the items in order", () => {
    fc.assert(
      fc.property(numbers, (values) => {
        const items = Int32Array.from(values);
        const above = (a: number, b: number) => a > b;
        let count = items.length;
        heapify(items, count, above);
        const popped: number[] = [];
        while (count > 0) {
          popped.push(items[0]!);
          items[0] = items[--count]!;
          siftDown(items, count, 0, above);
        }
        expect(popped).toEqual([...values].sort((a, b) => b - a));
      }),
    );
  });
});
