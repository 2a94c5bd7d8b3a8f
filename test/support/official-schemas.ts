// What test/support/global-shared.ts hands to the tests: the official JSON Schemas by name (2026-07-28,
// 2025-11-25, 2025-06-18, 2025-03-26, server-card, registry-server), or null without the shared folder.

export type OfficialSchemas = Record<string, object> | null;

declare module "vitest" {
  export interface ProvidedContext {
    officialSchemas: OfficialSchemas;
  }
}
