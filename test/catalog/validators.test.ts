// What a refresh keeps of a site file's version, what it sends back, and what it accepts from a shared pointer.
import { describe, expect, it } from "vitest";
import { conditionalHeaders, sourcesFrom, validatorsOf } from "../../src/catalog/validators";

const ETAG = '"abc-1"';
const DATE = "Tue, 01 Dec 2026 10:00:00 GMT";

describe("validators", () => {
  it("sends If-None-Match when an ETag is held, even beside Last-Modified (its one-second grain could hide a change)", () => {
    expect(conditionalHeaders({ etag: ETAG, lastModified: DATE })).toEqual({ "if-none-match": ETAG });
  });

  it("sends If-Modified-Since when only Last-Modified is held", () => {
    expect(conditionalHeaders({ lastModified: DATE })).toEqual({ "if-modified-since": DATE });
    expect(conditionalHeaders(undefined)).toEqual({});
  });

  it("keeps no validator longer than a host would send, and reads back only well-formed sources", () => {
    expect(validatorsOf(new Headers({ etag: `"${"x".repeat(300)}"` }))).toBeUndefined();
    expect(validatorsOf(new Headers())).toBeUndefined();
    const hash = "a".repeat(64);
    expect(sourcesFrom({ index: { hash, validators: { etag: ETAG } }, longform: { hash } })).toEqual({
      index: { hash, validators: { etag: ETAG } },
      longform: { hash },
    });
    expect(sourcesFrom({ index: { hash: "nothex" }, longform: { hash } })).toBeUndefined();
    expect(sourcesFrom({ index: { hash, validators: { etag: 7 } }, longform: { hash } })).toBeUndefined();
    expect(sourcesFrom({ index: { hash } })).toBeUndefined();
    expect(sourcesFrom(null)).toBeUndefined();
  });

  it("keeps a response's ETag and Last-Modified as they came", () => {
    expect(validatorsOf(new Headers({ etag: ETAG, "last-modified": DATE }))).toEqual({ etag: ETAG, lastModified: DATE });
    expect(validatorsOf(new Headers({ "last-modified": DATE }))).toEqual({ lastModified: DATE });
  });
});
