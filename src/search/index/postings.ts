// A posting is one 32-bit number per (token, document): the document's number in the high bits, and in the
// low POSTING_FLAG_BITS the fields the token is in (FIELD) and the facts that hold for that token only (EXACT).
// Reading a posting: `posting >>> POSTING_FLAG_BITS` is the document, `posting & POSTING_FLAGS` its flags.

/** Bit flags for the fields a token occurs in. */
export const FIELD = { NAME: 1, TAG: 2, SUMMARY: 4, CATEGORY: 8, DESCRIPTION: 16, ID: 32 } as const;
/**
 * Facts about one token on one document that hold for that token only (never for a longer token that a
 * query word is a prefix of): the token is the whole id or the whole folded name, or one of the tags.
 * With FIELD.ID (the token is an id segment) they let a posting's score be read from a table.
 */
export const EXACT = { WHOLE: 64, TAG: 128 } as const;
/** The bits a posting has for its own token only; a prefix reading keeps the others. */
export const TOKEN_ONLY_BITS = FIELD.ID | EXACT.WHOLE | EXACT.TAG;

/** How many low bits of a posting hold its flags (FIELD and EXACT); the document number is above them. */
export const POSTING_FLAG_BITS = 8;
/** The mask of those bits. */
export const POSTING_FLAGS = (1 << POSTING_FLAG_BITS) - 1;
/** A prefix reading keeps only the field bits of tokens longer than the query word. */
export const FIELDS_ONLY = POSTING_FLAGS & ~TOKEN_ONLY_BITS;
/** Documents an index can number. */
export const MAX_DOCS = 2 ** (32 - POSTING_FLAG_BITS);

export function encodePosting(doc: number, flags: number): number {
  return doc * (1 << POSTING_FLAG_BITS) + flags;
}
