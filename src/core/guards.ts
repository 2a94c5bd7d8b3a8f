// Small checks every layer needs on values it did not make (parsed JSON, thrown errors).

/** A plain JSON object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What a caught value says, for a log line or a diagnostic reason. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
