// The shape of the domain vocabulary, as written (./index.ts says how it is made, reviewed and read) and as
// compiled into trigger lookups (./domain.ts).

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

/**
 * A trigger: the stems of its words in order, stop words included ("logged in" is not "logs"), and the
 * concept it stands for. A request matches it when those words come in that order, with only stop words
 * between them ("keeps forgetting between the sessions" matches "forgetting between sessions").
 */
export interface Trigger {
  readonly stems: readonly string[];
  readonly concept: number;
}

export interface CompiledConcept {
  readonly name: string;
  /** Terms in the catalogue's spelling: a word, or words joined by "-" (a tag, or words side by side). */
  readonly terms: readonly string[];
}

export interface CompiledVocabulary {
  readonly concepts: readonly CompiledConcept[];
  /** Triggers by the stem of their first word, longest first. */
  readonly byFirstStem: ReadonlyMap<string, readonly Trigger[]>;
}
