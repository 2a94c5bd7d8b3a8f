// Outbound requests: the fetch the Worker uses (tests replace it with a fake site or SQL API) and a deadline
// that holds even where a fetcher or a body stream does not watch its abort signal.

export type Fetcher = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

/** The runtime's fetch. */
export const globalFetch: Fetcher = (input, init) => fetch(input, init);

/** Settles like `promise`, or rejects with the signal's reason as soon as `signal` aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
