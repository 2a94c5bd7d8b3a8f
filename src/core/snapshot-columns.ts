// The pieces a binary snapshot of a built catalogue is made of (catalog/snapshot/ holds the container and the
// catalogue's part, search/index/index-snapshot.ts the search index's part, each in its own section ids): sections
// of typed numbers and of text, each read back as a view on the one buffer the snapshot arrived in. Text comes in
// two forms: a list joined by NUL (decoded whole at load: the tokens and ids every query compares) and a column of
// byte ranges (one value decoded only when it is first read: names, summaries, descriptions, records).

export const SectionKind = { Text: 1, U8: 2, U16: 3, U32: 4, I32: 5 } as const;
export type SectionKind = (typeof SectionKind)[keyof typeof SectionKind];

/** One section as written: its id (unique in a snapshot), what it holds, and its bytes. */
export interface SectionOut {
  readonly id: number;
  readonly kind: SectionKind;
  readonly bytes: Uint8Array;
  /**
   * Left out of the snapshot's digest, because each value in it carries a check of its own (checkedColumnSections):
   * large text read a value at a time, where hashing it all at load would cost more than everything else.
   */
  readonly selfChecked?: boolean;
}

/** The sections of a verified snapshot; each accessor throws (a RangeError) for a section absent or of another kind. */
export interface SectionSource {
  bytes(id: number, kind: SectionKind): Uint8Array;
  u8(id: number): Uint8Array;
  u16(id: number): Uint16Array;
  u32(id: number): Uint32Array;
  i32(id: number): Int32Array;
  /** A self-checked section's bytes (every other accessor refuses one): only what checks each value may read it. */
  selfChecked(id: number, kind: SectionKind): Uint8Array;
}

const SEPARATOR = "\u0000";
const encoder = new TextEncoder();
// ignoreBOM keeps a leading U+FEFF in a value, as it was written.
const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function view(array: Uint8Array | Uint16Array | Uint32Array | Int32Array): Uint8Array {
  return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
}

export const u8Section = (id: number, array: Uint8Array): SectionOut => ({ id, kind: SectionKind.U8, bytes: view(array) });
export const u16Section = (id: number, array: Uint16Array): SectionOut => ({ id, kind: SectionKind.U16, bytes: view(array) });
export const u32Section = (id: number, array: Uint32Array): SectionOut => ({ id, kind: SectionKind.U32, bytes: view(array) });
export const i32Section = (id: number, array: Int32Array): SectionOut => ({ id, kind: SectionKind.I32, bytes: view(array) });
export const textSection = (id: number, text: string): SectionOut => ({ id, kind: SectionKind.Text, bytes: encoder.encode(text) });

/** A list decoded whole at load. A value holding NUL cannot be written this way: the encode fails (no snapshot). */
export function listSection(id: number, values: readonly string[]): SectionOut {
  for (const value of values) if (value.includes(SEPARATOR)) throw new RangeError(`section ${id}: a value holds NUL`);
  return textSection(id, values.join(SEPARATOR));
}

export function readText(source: SectionSource, id: number): string {
  return decoder.decode(source.bytes(id, SectionKind.Text));
}

/** A list section, which must hold exactly `count` values (an empty text is no value or one empty value). */
export function readList(source: SectionSource, id: number, count: number): string[] {
  const text = readText(source, id);
  const values = text === "" && count === 0 ? [] : text.split(SEPARATOR);
  if (values.length !== count) throw new RangeError(`section ${id}: ${values.length} values, not ${count}`);
  return values;
}

// A column's buffer starts at this many bytes per value and doubles when full.
const COLUMN_START_BYTES_PER_VALUE = 64;

/**
 * A column of `count` values read one at a time: their UTF-8 bytes back to back (section `id`) and where each
 * starts (`id + 1`). Each value is asked for once and encoded straight into the column, so an encode holds no
 * array of them (at 25,000 entries their strings and small buffers were most of what an encode allocated).
 */
export function columnSections(id: number, count: number, valueAt: (at: number) => string): SectionOut[] {
  const starts = new Uint32Array(count + 1);
  let out = new Uint8Array(Math.max(1024, count * COLUMN_START_BYTES_PER_VALUE));
  let total = 0;
  for (let at = 0; at < count; at++) {
    const value = valueAt(at);
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    if (out.length - total < value.length * 3) {
      const grown = new Uint8Array(Math.max(out.length * 2, total + value.length * 3));
      grown.set(out.subarray(0, total));
      out = grown;
    }
    total += encoder.encodeInto(value, out.subarray(total)).written;
    starts[at + 1] = total;
  }
  return [
    { id, kind: SectionKind.Text, bytes: out.subarray(0, total) },
    { id: id + 1, kind: SectionKind.U32, bytes: view(starts) },
  ];
}

/** A column's reader: checked at once (count and monotone starts), each value decoded when asked. */
export function readColumn(source: SectionSource, id: number, count: number): (at: number) => string {
  const bytes = source.bytes(id, SectionKind.Text);
  const starts = source.u32(id + 1);
  checkStarts(starts, count, bytes.byteLength, id);
  return (at) => decoder.decode(bytes.subarray(starts[at], starts[at + 1]));
}

/** `starts` delimits `count` runs of `total` items: it starts at 0, never decreases, and ends at `total`. */
export function checkStarts(starts: Uint32Array, count: number, total: number, id: number): void {
  if (starts.length !== count + 1 || starts[0] !== 0 || starts[count] !== total) throw new RangeError(`section ${id}: bad starts`);
  for (let at = 0; at < count; at++) if (starts[at]! > starts[at + 1]!) throw new RangeError(`section ${id}: starts decrease`);
}

/** Every value of `values` is below `limit`. */
export function checkBelow(values: ArrayLike<number>, limit: number, id: number): void {
  for (let at = 0; at < values.length; at++) if (!(values[at]! < limit)) throw new RangeError(`section ${id}: value out of range`);
}

/** 32-bit FNV-1a of `bytes`: each value of a self-checked column carries one (a torn or altered copy, not an attack). */
export function fnv1a(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}

/** A column whose text is left out of the digest (ids `id`, `id + 1` as columnSections; `id + 2`: each value's FNV-1a). */
export function checkedColumnSections(id: number, count: number, valueAt: (at: number) => string): SectionOut[] {
  const [text, starts] = columnSections(id, count, valueAt) as [SectionOut, SectionOut];
  const ends = new Uint32Array(starts.bytes.buffer, starts.bytes.byteOffset, count + 1);
  const checks = new Uint32Array(count);
  for (let at = 0; at < count; at++) checks[at] = fnv1a(text.bytes.subarray(ends[at], ends[at + 1]));
  return [{ ...text, selfChecked: true }, starts, u32Section(id + 2, checks)];
}

/** A checked column's reader: a value whose bytes fail their check reads as null (never decoded). */
export function readCheckedColumn(source: SectionSource, id: number, count: number): (at: number) => string | null {
  const bytes = source.selfChecked(id, SectionKind.Text);
  const starts = source.u32(id + 1);
  const checks = source.u32(id + 2);
  checkStarts(starts, count, bytes.byteLength, id);
  if (checks.length !== count) throw new RangeError(`section ${id + 2}: ${checks.length} checks, not ${count}`);
  return (at) => {
    const value = bytes.subarray(starts[at], starts[at + 1]);
    return fnv1a(value) === checks[at] ? decoder.decode(value) : null;
  };
}
