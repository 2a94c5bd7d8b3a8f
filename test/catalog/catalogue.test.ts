// The catalogue builds its search index on first use only: a lookup by id needs none of it.
import { describe, expect, it, vi } from "vitest";
import { sampleLongform, sampleSiteIndex } from "../../src/site/sample";

vi.mock("../../src/search/index/build-index", async (original) => {
  const real = await original<typeof import("../../src/search/index/build-index")>();
  return { ...real, buildSearchIndex: vi.fn(real.buildSearchIndex) };
});

describe("catalogueOfCards", () => {
  it("builds the search index on first use, once, and the same index as an eager build", async () => {
    // The unit project shares modules between files (isolate: false): modules loaded before this file ran hold the
    // real builder, so the catalogue is loaded afresh here, with the mock in place.
    vi.resetModules();
    const { buildCatalogue } = await import("../../src/catalog/catalogue");
    const build = await import("../../src/search/index/build-index");
    const built = vi.mocked(build.buildSearchIndex);
    built.mockClear();
    const site = sampleSiteIndex();
    const catalogue = buildCatalogue(site, sampleLongform());
    expect(built).not.toHaveBeenCalled();
    expect(catalogue.entryById.get(site.entries[0]!.id)?.name).toBe(site.entries[0]!.name);
    expect(built).not.toHaveBeenCalled();
    const index = catalogue.search;
    expect(catalogue.search).toBe(index);
    expect(built).toHaveBeenCalledTimes(1);
    expect(index.docs.length).toBe(site.entries.length + sampleLongform().length);
  });
});
