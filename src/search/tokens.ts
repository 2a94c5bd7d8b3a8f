// Interns word tokens straight from the text they occur in. Most tokens of a catalogue repeat, and a
// repeat costs a hash and a character comparison here, where a Map would need a fresh string per
// occurrence (and the collector would then have to sweep hundreds of thousands of them at every load).

// Table sizes start here and double; the hash table is kept at most half full.
const INITIAL_TOKENS = 1024;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16777619;

/** ASCII upper-case letters hash (and compare, for runs) as lower-case; every other code as itself. */
function lowerCode(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

export class TokenTable {
  /** Token text by id, in order of first appearance. */
  readonly tokens: string[] = [];
  private hashes = new Int32Array(INITIAL_TOKENS);
  /** Open addressing: token id + 1, 0 for an empty slot. */
  private slots = new Int32Array(INITIAL_TOKENS * 2);

  get size(): number {
    return this.tokens.length;
  }

  /** Id of the token text[start..end), lower-casing ASCII letters (the ASCII path of tokenize). */
  idOfRun(text: string, start: number, end: number): number {
    let hash = FNV_OFFSET;
    let upper = false;
    for (let i = start; i < end; i++) {
      const code = text.charCodeAt(i);
      const lower = lowerCode(code);
      if (lower !== code) upper = true;
      hash = Math.imul(hash ^ lower, FNV_PRIME);
    }
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (;;) {
      const id = this.slots[slot]! - 1;
      if (id < 0) break;
      if (this.hashes[id] === hash && this.sameRun(this.tokens[id]!, text, start, end)) return id;
      slot = (slot + 1) & mask;
    }
    const raw = text.slice(start, end);
    return this.insert(upper ? raw.toLowerCase() : raw, hash, slot);
  }

  /** Id of a token given as a string (tokens of non-ASCII text, id segments), taken as it is. */
  idOf(token: string): number {
    let hash = FNV_OFFSET;
    for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ lowerCode(token.charCodeAt(i)), FNV_PRIME);
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (;;) {
      const id = this.slots[slot]! - 1;
      if (id < 0) break;
      if (this.hashes[id] === hash && this.tokens[id] === token) return id;
      slot = (slot + 1) & mask;
    }
    return this.insert(token, hash, slot);
  }

  private sameRun(token: string, text: string, start: number, end: number): boolean {
    if (token.length !== end - start) return false;
    for (let i = 0; i < token.length; i++) if (token.charCodeAt(i) !== lowerCode(text.charCodeAt(start + i))) return false;
    return true;
  }

  private insert(token: string, hash: number, slot: number): number {
    const id = this.tokens.length;
    this.tokens.push(token);
    if (id >= this.hashes.length) {
      const hashes = new Int32Array(this.hashes.length * 2);
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    this.hashes[id] = hash;
    this.slots[slot] = id + 1;
    if (this.tokens.length * 2 > this.slots.length) this.rehash();
    return id;
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let id = 0; id < this.tokens.length; id++) {
      let slot = this.hashes[id]! & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = id + 1;
    }
    this.slots = slots;
  }
}
