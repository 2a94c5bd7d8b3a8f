// What reading the directory as resources and skills may use: the tools' catalogue, long-form items and full
// entries (src/tools/definition.ts ToolContext has the same three, so one object serves both), plus the files of
// Agent Skills. Declared here, not imported, because tools/ and resources/ are one layer and never import each other.

import type { EntrySnapshot } from "../catalog/entries";
import type { ItemSnapshot } from "../catalog/longform-items";
import type { CatalogueSnapshot } from "../catalog/store";
import type { LongformType } from "../site/types";
import type { Result } from "../core/problem";
import type { FetchedFile } from "../skills/rules";

export interface DirectoryContext {
  catalogue(): Promise<Result<CatalogueSnapshot>>;
  longformItem(from: CatalogueSnapshot, type: LongformType, id: string): Promise<Result<ItemSnapshot>>;
  /** The one way to read a whole entry record (the store may fetch it on demand), with its own data label. */
  fullEntry(from: CatalogueSnapshot, id: string): Promise<Result<EntrySnapshot | undefined>>;
  /** One file of a skill as the site serves it, with its digest. */
  skillFile(from: CatalogueSnapshot, id: string, path: string): Promise<FetchedFile>;
  /** Skill files this request may still fetch from the site (a listing stops early, with a cursor, at zero). */
  skillFetchesLeft(): number;
}
