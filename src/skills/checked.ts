// A check's outcome: the value, or one sentence saying why not. Skills that fail a check are left out (never an
// error to the caller), so the reason is plain text a log line, a page or a -32602 message can carry as is.

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

export function accept<T>(value: T): Checked<T> {
  return { ok: true, value };
}

export function refuse(reason: string): { readonly ok: false; readonly reason: string } {
  return { ok: false, reason };
}
