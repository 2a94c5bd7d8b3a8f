// The shape of the domain vocabulary (./index.ts says how it is made, reviewed and read).

export interface Concept {
  /** What the concept is, in a few words (shown to a model beside the words it was read from). */
  readonly name: string;
  /**
   * Words and phrases a request may use for it, comma-separated. Matched on word stems, with stop words
   * left out on both sides ("keeps forgetting between sessions" matches "forget", "between sessions").
   */
  readonly when: string;
  /**
   * What the catalogue calls it, comma-separated: one word (matched with its stem variants) or a phrase
   * written with hyphens as tags are ("issue-tracking": that tag, or the words side by side in a name, id or
   * summary). Terms a loaded catalogue does not have are dropped for it.
   */
  readonly read: string;
}
