// The snapshot's container: a header, a section table and 8-byte-aligned sections in one buffer, so typed arrays
// are views on it, never copies (the platform's byte order, little-endian everywhere Workers and Node run). Nothing
// in it is read before the header matches what this build expects and the SHA-256 of the body matches the one it
// carries; then every section is bounds-checked. Self-checked sections (core/snapshot-columns.ts: each value with a
// check of its own, e.g. whole records) come last, outside the digest, and are read only through those checks.
//
//   header (128 bytes, little-endian)
//     0 magic "IAMSNAP\n"   8 format version u32   12 total length u32   16 end of the digested body u32
//    20 reserved (4 bytes, zero)   24 code version (32 bytes: SNAPSHOT_CODE_VERSION)
//    56 catalogue (32 bytes: its content hash)   88 SHA-256 of bytes 128 .. end of the digested body (32)
//   120 reserved (8 bytes, zero)
//   body
//   128 section count u32, reserved u32, then per section { id u32, kind u32, offset u32, length u32 }
//       then the sections, each at an offset that is a multiple of 8, the self-checked ones last

import { SectionKind, type SectionOut, type SectionSource } from "../../core/snapshot-columns";

export const SNAPSHOT_MAGIC = "IAMSNAP\n";
// Bump when the layout above changes (the code version changes with it, as this file is part of it).
export const SNAPSHOT_FORMAT_VERSION = 1;
const HEADER_BYTES = 128;
const TABLE_AT = HEADER_BYTES + 8;
const ROW_BYTES = 16;
const ALIGN = 8;
// The identities are SHA-256 digests.
const DIGEST_BYTES = 32;

export interface SnapshotIdentity {
  /** SNAPSHOT_CODE_VERSION, hex. */
  readonly code: string;
  /** The catalogue's content hash, hex (content-hash.ts). */
  readonly catalogue: string;
}

export type Refusal = "short" | "magic" | "format" | "length" | "code" | "catalogue" | "digest" | "sections";

export type Opened = { readonly ok: true; readonly source: SectionSource } | { readonly ok: false; readonly refusal: Refusal };

const ELEMENT_BYTES: Readonly<Record<SectionKind, number>> = {
  [SectionKind.Text]: 1,
  [SectionKind.U8]: 1,
  [SectionKind.U16]: 2,
  [SectionKind.U32]: 4,
  [SectionKind.I32]: 4,
};

function hexBytes(hex: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new RangeError("an identity is 64 lowercase hex digits");
  const out = new Uint8Array(DIGEST_BYTES);
  for (let i = 0; i < DIGEST_BYTES; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

const alignUp = (at: number): number => Math.ceil(at / ALIGN) * ALIGN;

/** One buffer holding `sections` under `identity`. */
export async function writeSnapshot(written: readonly SectionOut[], identity: SnapshotIdentity): Promise<Uint8Array<ArrayBuffer>> {
  const sections = [...written.filter((s) => s.selfChecked !== true), ...written.filter((s) => s.selfChecked === true)];
  const offsets: number[] = [];
  let at = alignUp(TABLE_AT + sections.length * ROW_BYTES);
  let digestEnd = at;
  for (const section of sections) {
    offsets.push(at);
    at = alignUp(at + section.bytes.byteLength);
    if (section.selfChecked !== true) digestEnd = at;
  }
  const out = new Uint8Array(at);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(SNAPSHOT_MAGIC), 0);
  view.setUint32(8, SNAPSHOT_FORMAT_VERSION, true);
  view.setUint32(12, out.byteLength, true);
  view.setUint32(16, digestEnd, true);
  out.set(hexBytes(identity.code), 24);
  out.set(hexBytes(identity.catalogue), 56);
  view.setUint32(HEADER_BYTES, sections.length, true);
  sections.forEach((section, i) => {
    const row = TABLE_AT + i * ROW_BYTES;
    view.setUint32(row, section.id, true);
    view.setUint32(row + 4, section.kind, true);
    view.setUint32(row + 8, offsets[i]!, true);
    view.setUint32(row + 12, section.bytes.byteLength, true);
    out.set(section.bytes, offsets[i]!);
  });
  out.set(await sha256(out.subarray(HEADER_BYTES, digestEnd)), 88);
  return out;
}

/** The header's verdict on `bytes`, before any section is read: null when it is this build's snapshot of `expected`. */
async function checkHeader(bytes: Uint8Array<ArrayBuffer>, expected: SnapshotIdentity): Promise<Refusal | null> {
  if (bytes.byteLength < TABLE_AT) return "short";
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!sameBytes(bytes.subarray(0, 8), new TextEncoder().encode(SNAPSHOT_MAGIC))) return "magic";
  if (view.getUint32(8, true) !== SNAPSHOT_FORMAT_VERSION) return "format";
  if (view.getUint32(12, true) !== bytes.byteLength) return "length";
  const digestEnd = view.getUint32(16, true);
  if (digestEnd < TABLE_AT || digestEnd > bytes.byteLength) return "length";
  if (!sameBytes(bytes.subarray(24, 56), hexBytes(expected.code))) return "code";
  if (!sameBytes(bytes.subarray(56, 88), hexBytes(expected.catalogue))) return "catalogue";
  if (!sameBytes(bytes.subarray(88, 120), await sha256(bytes.subarray(HEADER_BYTES, digestEnd)))) return "digest";
  return null;
}

interface Placed {
  readonly kind: SectionKind;
  readonly offset: number;
  readonly length: number;
  readonly selfChecked: boolean;
}

/** The section table, every row within the buffer, aligned, of a known kind and a whole number of elements. */
function readTable(bytes: Uint8Array): Map<number, Placed> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(HEADER_BYTES, true);
  const bodyAt = TABLE_AT + count * ROW_BYTES;
  const digestEnd = view.getUint32(16, true);
  if (bodyAt > digestEnd || view.getUint32(HEADER_BYTES + 4, true) !== 0) return null;
  const table = new Map<number, Placed>();
  for (let i = 0; i < count; i++) {
    const row = TABLE_AT + i * ROW_BYTES;
    const id = view.getUint32(row, true);
    const kind = view.getUint32(row + 4, true) as SectionKind;
    const offset = view.getUint32(row + 8, true);
    const length = view.getUint32(row + 12, true);
    const size = ELEMENT_BYTES[kind];
    if (size === undefined || table.has(id)) return null;
    if (offset < bodyAt || offset % ALIGN !== 0 || offset + length > bytes.byteLength || length % size !== 0) return null;
    // A section is either wholly inside the digested body or wholly after it.
    const selfChecked = offset >= digestEnd;
    if (!selfChecked && offset + length > digestEnd) return null;
    table.set(id, { kind, offset, length, selfChecked });
  }
  return table;
}

/** The sections of `bytes` when it is this build's intact snapshot of `expected`; never throws. */
export async function openSnapshot(bytes: Uint8Array<ArrayBuffer>, expected: SnapshotIdentity): Promise<Opened> {
  let refusal: Refusal | null;
  try {
    refusal = await checkHeader(bytes, expected);
  } catch {
    refusal = "sections";
  }
  if (refusal !== null) return { ok: false, refusal };
  const table = readTable(bytes);
  if (table === null) return { ok: false, refusal: "sections" };
  const base = bytes.byteOffset;
  const placed = (id: number, kind: SectionKind, selfChecked = false): Placed => {
    const section = table.get(id);
    if (section === undefined || section.kind !== kind) throw new RangeError(`section ${id} is missing or of another kind`);
    if (section.selfChecked !== selfChecked) throw new RangeError(`section ${id} is ${selfChecked ? "not " : ""}self-checked`);
    return section;
  };
  // Offsets are multiples of 8 from the buffer's start; the buffer itself must start aligned for the views.
  if (base % ALIGN !== 0) return { ok: false, refusal: "sections" };
  const source: SectionSource = {
    bytes(id, kind) {
      const s = placed(id, kind);
      return bytes.subarray(s.offset, s.offset + s.length);
    },
    u8(id) {
      const s = placed(id, SectionKind.U8);
      return new Uint8Array(bytes.buffer, base + s.offset, s.length);
    },
    u16(id) {
      const s = placed(id, SectionKind.U16);
      return new Uint16Array(bytes.buffer, base + s.offset, s.length / 2);
    },
    u32(id) {
      const s = placed(id, SectionKind.U32);
      return new Uint32Array(bytes.buffer, base + s.offset, s.length / 4);
    },
    i32(id) {
      const s = placed(id, SectionKind.I32);
      return new Int32Array(bytes.buffer, base + s.offset, s.length / 4);
    },
    selfChecked(id, kind) {
      const s = placed(id, kind, true);
      return bytes.subarray(s.offset, s.offset + s.length);
    },
  };
  return { ok: true, source };
}
