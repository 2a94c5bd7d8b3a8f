// A copy shared by the isolates of one location: text in the Cache API, stamped with the time it was made,
// so a cold isolate can take what another already fetched or computed. The shared copy is an optimisation:
// every failure to read it is a miss and every failure to write it is ignored.

/** The part of the Cache API used here (caches.default is one; tests pass a Map-backed stand-in). */
export interface CacheLike {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
}

/** caches.default, or null where the runtime has none (Node). */
export function defaultCache(): CacheLike | null {
  const storage = (globalThis as { caches?: { default?: Cache } }).caches;
  const cache = storage?.default;
  if (!cache) return null;
  return {
    match: (key) => cache.match(key),
    put: (key, response) => cache.put(key, response),
  };
}

export interface StampedCopy {
  readonly text: string;
  /** The stamp: epoch milliseconds when the copy was made. */
  readonly at: number;
}

/** The copy under `key` with its stamp from header `stamp`, or null (none, unstamped, or unreadable). */
export async function readStamped(cache: CacheLike | null, key: string, stamp: string): Promise<StampedCopy | null> {
  if (!cache) return null;
  try {
    const response = await cache.match(key);
    if (!response) return null;
    const stamped = response.headers.get(stamp);
    const at = Number(stamped);
    if (stamped === null || !Number.isFinite(at)) return null;
    return { text: await response.text(), at };
  } catch {
    return null;
  }
}

/** The body of the copy under `key` as a stream, with its stamp, or null (none, unstamped, or unreadable). */
export async function readStampedBody(
  cache: CacheLike | null,
  key: string,
  stamp: string,
): Promise<{ readonly body: ReadableStream<Uint8Array>; readonly at: number } | null> {
  if (!cache) return null;
  try {
    const response = await cache.match(key);
    if (!response?.body) return null;
    const stamped = response.headers.get(stamp);
    const at = Number(stamped);
    if (stamped === null || !Number.isFinite(at)) {
      await response.body.cancel().catch(() => undefined);
      return null;
    }
    return { body: response.body, at };
  } catch {
    return null;
  }
}

export interface StampedWrite {
  /** The header that holds the stamp. */
  readonly stamp: string;
  readonly at: number;
  /** How long the Cache API may keep it. */
  readonly maxAgeSeconds: number;
  readonly waitUntil: (promise: Promise<unknown>) => void;
  /**
   * streamStamped only: hold the bytes (up to `upToBytes`) instead of writing them as they arrive, and put them
   * whole through `later` (which runs the task after the response and settles when it has). Past `upToBytes` the
   * copy streams as without it.
   */
  readonly hold?: { readonly upToBytes: number; readonly later: (task: () => Promise<void>) => Promise<void> };
}

/** Stores `text` (JSON) under `key` in the background; a cache that fails, even by throwing, changes nothing. */
export function writeStamped(cache: CacheLike | null, key: string, text: string, write: StampedWrite): void {
  if (!cache) return;
  const response = new Response(text, {
    headers: {
      "content-type": "application/json",
      "cache-control": `public, max-age=${write.maxAgeSeconds}`,
      [write.stamp]: String(write.at),
    },
  });
  try {
    write.waitUntil(cache.put(key, response).catch(() => undefined));
  } catch {
    // The isolate's own copy is already in place.
  }
}

/** A copy written while its bytes arrive (so they are never held whole); kept only once closed. */
export interface CopyWriter {
  /** Adds bytes; resolves once the cache has taken them (its pace), at once after the copy failed. */
  write(bytes: Uint8Array): Promise<void>;
  /** The copy is complete: the cache keeps it. Settles once it is stored (or failed), never rejects. */
  close(): Promise<void>;
  /** The copy is not to be kept: the cache keeps what it had under the key. */
  abort(): void;
  /** The body's declared length: past StampedWrite.hold's bytes, the copy streams from its first byte instead. */
  expect(declaredBytes: number): void;
}

// What is handed to the cache at once: a fetch body is read in 64 KiB pieces (READ_CHUNK_BYTES in
// http/capped-stream.ts), and fewer, larger writes cost the isolate less (wrangler's local Cache API pays per write
// on the Worker's own thread) for this much held at a time.
const COPY_PIECE_BYTES = 1024 * 1024;

/**
 * A pipe for bytes: workerd's native IdentityTransformStream where there is one (no JavaScript per chunk), else a
 * standard TransformStream (Node, tests).
 */
function bytePipe(): { readable: ReadableStream<Uint8Array>; writable: WritableStream<Uint8Array> } {
  const native = (globalThis as { IdentityTransformStream?: new () => TransformStream<Uint8Array, Uint8Array> }).IdentityTransformStream;
  return native ? new native() : new TransformStream<Uint8Array, Uint8Array>();
}

function joined(pieces: readonly Uint8Array[], bytes: number): Uint8Array {
  if (pieces.length === 1) return pieces[0]!;
  const out = new Uint8Array(bytes);
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.byteLength;
  }
  return out;
}

/**
 * A copy under `key` written piece by piece; null without a cache. Nothing is put before the first piece (a fetch
 * that fails early leaves no trace), and a failing cache changes nothing.
 */
export function streamStamped(cache: CacheLike | null, key: string, write: StampedWrite): CopyWriter | null {
  if (!cache) return null;
  let writer: WritableStreamDefaultWriter<Uint8Array> | null = null;
  let failed = false;
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  const headers = {
    "content-type": "application/json",
    "cache-control": `public, max-age=${write.maxAgeSeconds}`,
    [write.stamp]: String(write.at),
  };
  const stop = (): void => {
    if (failed) return;
    failed = true;
    held = [];
    writer?.abort().catch(() => undefined);
  };
  const start = (): WritableStreamDefaultWriter<Uint8Array> => {
    const { readable, writable } = bytePipe();
    const started = writable.getWriter();
    // Settles as the copy ends; its failure is the cache's, already handled through put's.
    started.closed.catch(() => undefined);
    try {
      write.waitUntil(cache.put(key, new Response(readable, { headers })).catch(stop));
    } catch {
      stop();
    }
    return started;
  };
  /** The bytes held so far, in pieces, let go here. */
  const takeHeld = (): Uint8Array[] => {
    const pieces = inPieces(held);
    held = [];
    heldBytes = 0;
    return pieces;
  };
  const flush = async (): Promise<void> => {
    if (failed || heldBytes === 0) return;
    const pieces = takeHeld();
    writer ??= start();
    for (const piece of pieces) {
      if (failed) return;
      try {
        await writer.write(piece);
      } catch {
        stop();
      }
    }
  };
  /** The held bytes put whole, handed over a piece at a time as the cache reads them. */
  const putHeld = async (): Promise<void> => {
    if (failed) return;
    const pieces = takeHeld();
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (next < pieces.length) controller.enqueue(pieces[next++]!);
        else controller.close();
      },
    });
    try {
      await cache.put(key, new Response(body, { headers }));
    } catch {
      stop();
    }
  };
  // -1: nothing is held (no hold asked for, or a body declared larger than it).
  let holdUpTo = write.hold?.upToBytes ?? -1;
  const holding = (): boolean => writer === null && heldBytes <= holdUpTo;
  return {
    async write(bytes) {
      if (failed) return;
      held.push(bytes);
      heldBytes += bytes.byteLength;
      if (!holding() && heldBytes >= COPY_PIECE_BYTES) await flush();
    },
    close() {
      if (write.hold && holding()) return write.hold.later(putHeld).catch(stop);
      const closing = flush().then(() => {
        if (!failed) return writer?.close().catch(() => undefined);
      });
      write.waitUntil(closing);
      return closing;
    },
    abort: stop,
    expect(declaredBytes) {
      if (declaredBytes > holdUpTo) holdUpTo = -1;
    },
  };
}

/** `chunks` gathered into pieces of about COPY_PIECE_BYTES (a larger chunk stays whole). */
function inPieces(chunks: readonly Uint8Array[]): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  let group: Uint8Array[] = [];
  let bytes = 0;
  for (const chunk of chunks) {
    group.push(chunk);
    bytes += chunk.byteLength;
    if (bytes >= COPY_PIECE_BYTES) {
      pieces.push(joined(group, bytes));
      group = [];
      bytes = 0;
    }
  }
  if (bytes > 0) pieces.push(joined(group, bytes));
  return pieces;
}
