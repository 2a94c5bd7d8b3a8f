// A snapshot is used only when it is intact, written by this code, and of the catalogue its pointer names: one
// refusal per check, and the store's loader turns each into "no snapshot" with one warning line, never a throw.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CacheLike } from "../../../src/cache/shared-copy";
import { catalogueSections, readCatalogue } from "../../../src/catalog/snapshot/catalogue-codec";
import { SNAPSHOT_CODE_VERSION } from "../../../src/catalog/snapshot/code-version";
import { openSnapshot, writeSnapshot, type SnapshotIdentity } from "../../../src/catalog/snapshot/container";
import { catalogueHash, contentHashOf } from "../../../src/catalog/snapshot/content-hash";
import { loadSharedSnapshot, publishSnapshot } from "../../../src/catalog/snapshot/shared";
import { pointerKey, snapshotKey, type StoreDeps } from "../../../src/catalog/store-state";
import { sampleCatalogue } from "../../relevance/catalogues";

const BASE = "https://site.example";
let identity: SnapshotIdentity;
let good: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  const encode = (text: string) => contentHashOf(new TextEncoder().encode(text));
  identity = { code: SNAPSHOT_CODE_VERSION, catalogue: await catalogueHash(await encode("index"), await encode("longform")) };
  good = await writeSnapshot(catalogueSections(sampleCatalogue()), identity);
});

afterEach(() => vi.restoreAllMocks());

/** Where the digested part of the good snapshot ends (the self-checked records follow). */
const digestEnd = (): number => new DataView(good.buffer).getUint32(16, true);

/** A copy of the good snapshot in a buffer of its own, changed by `change`. */
function altered(change: (bytes: Uint8Array, view: DataView) => void): Uint8Array<ArrayBuffer> {
  const bytes = good.slice();
  change(bytes, new DataView(bytes.buffer));
  return bytes;
}

async function refusal(bytes: Uint8Array<ArrayBuffer>, expected: SnapshotIdentity = identity): Promise<string | null> {
  const opened = await openSnapshot(bytes, expected);
  if (!opened.ok) return opened.refusal;
  try {
    readCatalogue(opened.source);
    return null;
  } catch {
    return "sections";
  }
}

describe("opening a snapshot", () => {
  it("accepts the snapshot as written", async () => {
    expect(await refusal(good)).toBeNull();
  });

  it("refuses a corrupt byte (the digest)", async () => {
    expect(await refusal(altered((bytes) => (bytes[digestEnd() - 3]! ^= 0x40)))).toBe("digest");
    expect(await refusal(altered((bytes) => (bytes[200]! ^= 1)))).toBe("digest");
  });

  it("reads a whole record whose bytes fail their check as absent, with one warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const built = sampleCatalogue();
    const first = [...built.recordById!.keys()][0]!;
    // The records' text is the last section: its first byte is the first record's.
    const bytes = altered((b) => (b[digestEnd()]! ^= 0x20));
    const opened = await openSnapshot(bytes, identity);
    if (!opened.ok) throw new Error(opened.refusal);
    const loaded = readCatalogue(opened.source);
    expect(loaded.recordById!.get(first)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    const second = [...built.recordById!.keys()][1]!;
    expect(loaded.recordById!.get(second)).toEqual(built.recordById!.get(second));
    expect(loaded.recordById!.size).toBe(built.recordById!.size);
  });

  it("refuses a truncated copy", async () => {
    expect(await refusal(good.slice(0, good.length - 8))).toBe("length");
    expect(await refusal(good.slice(0, 40))).toBe("short");
  });

  it("refuses another code version", async () => {
    expect(await refusal(good, { ...identity, code: "0".repeat(64) })).toBe("code");
  });

  it("refuses another catalogue than the one promised", async () => {
    expect(await refusal(good, { ...identity, catalogue: "f".repeat(64) })).toBe("catalogue");
  });

  it("refuses a wrong magic or format version", async () => {
    expect(await refusal(altered((bytes) => (bytes[0] = 0x58)))).toBe("magic");
    expect(await refusal(altered((_, view) => view.setUint32(8, 99, true)))).toBe("format");
  });

  it("refuses an intact file whose sections are not a consistent catalogue", async () => {
    const sections = catalogueSections(sampleCatalogue());
    // Postings naming a doc past the last one: what a bug in the writer could produce.
    const broken = sections.map((section) =>
      section.id === 4 ? { ...section, bytes: new Uint8Array(new Uint32Array([0xffffff00]).buffer) } : section,
    );
    expect(await refusal(await writeSnapshot(broken, identity))).toBe("sections");
    // A section missing.
    expect(await refusal(await writeSnapshot(sections.slice(1), identity))).toBe("sections");
  });
});

/** A Cache API stand-in holding whatever the test puts. */
function cacheOf(entries: Record<string, Response> = {}): CacheLike & { store: Map<string, Response> } {
  const store = new Map(Object.entries(entries));
  return {
    store,
    match: async (key) => store.get(key)?.clone(),
    put: async (key, response) => void store.set(key, response),
  };
}

function depsOf(cache: CacheLike, background: Promise<unknown>[] = []): StoreDeps {
  return {
    cache,
    fetcher: () => Promise.reject(new Error("no fetch expected")),
    now: () => 0,
    waitUntil: (promise) => void background.push(promise),
  };
}

describe("the shared snapshot loader", () => {
  const pointer = (catalogue: string) => new Response(JSON.stringify({ catalogue, fetchedAt: 1234 }));

  it("loads what publishSnapshot shared", async () => {
    const cache = cacheOf();
    const background: Promise<unknown>[] = [];
    publishSnapshot(depsOf(cache, background), BASE, { catalogue: sampleCatalogue(), contentHash: identity.catalogue, fetchedAt: 1234 });
    await Promise.all(background);
    const loaded = await loadSharedSnapshot(depsOf(cache), BASE);
    expect(loaded?.fetchedAt).toBe(1234);
    expect(loaded?.contentHash).toBe(identity.catalogue);
    expect(loaded?.catalogue.entries.map((card) => card.id)).toEqual(sampleCatalogue().entries.map((card) => card.id));
  });

  it("misses quietly when there is no pointer or no snapshot for this code", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await loadSharedSnapshot(depsOf(cacheOf()), BASE)).toBeNull();
    expect(await loadSharedSnapshot(depsOf(cacheOf({ [pointerKey(BASE)]: pointer(identity.catalogue) })), BASE)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ["a corrupt byte", () => altered((bytes) => (bytes[300]! ^= 4)), /digest/],
    ["a truncated copy", () => good.slice(0, 1000), /length/],
    ["a wrong magic", () => altered((bytes) => (bytes[1] = 0)), /magic/],
  ])("refuses %s with one warning and no throw", async (_, bytes, reason) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const cache = cacheOf({
      [pointerKey(BASE)]: pointer(identity.catalogue),
      [snapshotKey(BASE, SNAPSHOT_CODE_VERSION, identity.catalogue)]: new Response(bytes()),
    });
    expect(await loadSharedSnapshot(depsOf(cache), BASE)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(reason);
  });

  it("refuses a snapshot of another catalogue than its pointer names", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const other = "a".repeat(64);
    const cache = cacheOf({
      [pointerKey(BASE)]: pointer(other),
      [snapshotKey(BASE, SNAPSHOT_CODE_VERSION, other)]: new Response(good),
    });
    expect(await loadSharedSnapshot(depsOf(cache), BASE)).toBeNull();
    expect(String(warn.mock.calls[0]![0])).toMatch(/catalogue/);
  });

  it("treats a cache that throws as no snapshot", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const broken: CacheLike = { match: () => Promise.reject(new Error("boom")), put: () => Promise.reject(new Error("boom")) };
    expect(await loadSharedSnapshot(depsOf(broken), BASE)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    const background: Promise<unknown>[] = [];
    publishSnapshot(depsOf(broken, background), BASE, { catalogue: sampleCatalogue(), contentHash: identity.catalogue, fetchedAt: 1 });
    await Promise.all(background);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
