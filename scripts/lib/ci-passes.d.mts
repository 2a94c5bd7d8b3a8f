// Types for ci-passes.mjs (the records are test/support/run-record.ts's RunRecord, read back as JSON).
export interface PassRecord {
  readonly ran: readonly string[];
  readonly skipped: readonly string[];
}
export function passAccount(first: PassRecord, second?: PassRecord): string[];
export function printPassAccount(firstPath: string, secondPath: string): void;
