// What the site answered for the two files a catalogue is built from (site-read.ts reads them): the payloads of
// the events that end a refresh's fetch.

import type { Result } from "../../core/problem";
import type { IndexCards } from "../../site/index-stream";
import type { NotModified, UpstreamFailure } from "../upstream";
import type { FileSource } from "../validators";

/** index.json as read: unchanged since the versions asked with (a 304), or its cards and what identifies those bytes. */
export type IndexRead =
  | { readonly notModified: true }
  | {
      readonly notModified: false;
      readonly site: Result<IndexCards>;
      readonly source: FileSource | null;
      /** Settles once the location's copy of these bytes is stored (or failed): it may be held until after the response. */
      readonly copied: Promise<void>;
    };

/** longform.json as read: unchanged (304), failed, or its parsed JSON and text with what identifies those bytes. */
export type LongformRead =
  | NotModified
  | UpstreamFailure
  | { readonly ok: true; readonly notModified?: false; readonly json: unknown; readonly text: string; readonly source: FileSource };
