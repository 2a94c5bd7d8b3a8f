// The fake site's fault vocabulary, with no Node imports so workerd-side tests can name it too.

export type FaultMode =
  | "ok"
  | "slow"
  | "hang"
  | "status-500"
  | "status-404"
  | "invalid-json"
  | "wrong-shape"
  | "oversize"
  | "oversize-declared"
  | "redirect-offsite"
  | "redirect-samehost"
  /** Headers at once, then one byte every 200 ms, never finishing: a body slower than any deadline. */
  | "trickle";

export interface Fault {
  /** Which files: the index, the long-form list, long-form item files, entry files, Agent Skills files, or everything. */
  match: "index" | "longform" | "item" | "entry" | "skill-file" | "all";
  mode: FaultMode;
  /** For "slow": delay before answering. */
  delayMs?: number;
}
