// Read-only views over values a snapshot decodes one at a time: a list and a map that decode a value the first
// time it is asked for and keep it. They behave as the array and Map a built catalogue holds (iteration,
// length and size, lookups), so the tools read a loaded catalogue exactly as a built one.

/** An array of `length` values, `valueAt(i)` decoded on first access (a Proxy: Array.isArray, map, spread work). */
export function lazyList<T>(length: number, valueAt: (at: number) => T): readonly T[] {
  const indexOf = (key: string | symbol): number => {
    if (typeof key !== "string" || key === "" || key.length > 10) return -1;
    const at = Number(key);
    return Number.isInteger(at) && at >= 0 && at < length && String(at) === key ? at : -1;
  };
  // A holey array of the right length: `length` and Array.isArray come from it, every index from valueAt.
  return new Proxy(new Array<T>(length), {
    get(target, key, receiver) {
      const at = indexOf(key);
      return at >= 0 ? valueAt(at) : (Reflect.get(target, key, receiver) as unknown);
    },
    has(target, key) {
      return indexOf(key) >= 0 || Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      const at = indexOf(key);
      if (at < 0) return Reflect.getOwnPropertyDescriptor(target, key);
      return { value: valueAt(at), writable: false, enumerable: true, configurable: true };
    },
    ownKeys(target) {
      return [...Array.from({ length }, (_, at) => String(at)), ...Reflect.ownKeys(target)];
    },
    set: () => false,
    deleteProperty: () => false,
    defineProperty: () => false,
  });
}

/**
 * A Map of `keys[i]` to `valueAt(i)`; a key listed twice maps to its last value (as Map.set in order does). A value
 * that cannot be read (valueAt gives undefined: its bytes failed their check) is absent from get and iteration.
 */
export class LazyMap<V> implements ReadonlyMap<string, V> {
  private positions: Map<string, number> | null = null;

  constructor(
    private readonly keyList: readonly string[],
    private readonly valueAt: (at: number) => V | undefined,
  ) {}

  private get byKey(): Map<string, number> {
    if (this.positions === null) {
      const positions = new Map<string, number>();
      this.keyList.forEach((key, at) => positions.set(key, at));
      this.positions = positions;
    }
    return this.positions;
  }

  get size(): number {
    return this.byKey.size;
  }
  has(key: string): boolean {
    return this.byKey.has(key);
  }
  get(key: string): V | undefined {
    const at = this.byKey.get(key);
    return at === undefined ? undefined : this.valueAt(at);
  }
  forEach(callback: (value: V, key: string, map: ReadonlyMap<string, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }
  *entries(): MapIterator<[string, V]> {
    for (const [key, at] of this.byKey) {
      const value = this.valueAt(at);
      if (value !== undefined) yield [key, value];
    }
  }
  keys(): MapIterator<string> {
    return this.byKey.keys();
  }
  *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }
  [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }
}

/** `decode(i)` kept after its first call (an undefined one is tried again). */
export function memo<T>(length: number, decode: (at: number) => T): (at: number) => T {
  const known: (T | undefined)[] = new Array<T | undefined>(length);
  return (at) => {
    let value = known[at];
    if (value === undefined) known[at] = value = decode(at);
    return value;
  };
}
