// A catalogue written to a snapshot and read back, as a fresh isolate would load it (src/catalog/snapshot).
import type { Catalogue } from "../../src/catalog/catalogue";
import { catalogueSections, readCatalogue } from "../../src/catalog/snapshot/catalogue-codec";
import { SNAPSHOT_CODE_VERSION } from "../../src/catalog/snapshot/code-version";
import { openSnapshot, writeSnapshot } from "../../src/catalog/snapshot/container";
import { contentHashOf } from "../../src/catalog/snapshot/content-hash";

/** The catalogue as a snapshot would give it back. */
export async function roundTrip(catalogue: Catalogue, recordsMaxEntries?: number): Promise<Catalogue> {
  const identity = { code: SNAPSHOT_CODE_VERSION, catalogue: await contentHashOf(new TextEncoder().encode(catalogue.siteUrl)) };
  const bytes = await writeSnapshot(catalogueSections(catalogue, recordsMaxEntries), identity);
  const opened = await openSnapshot(bytes, identity);
  if (!opened.ok) throw new Error(`snapshot refused: ${opened.refusal}`);
  return readCatalogue(opened.source);
}
