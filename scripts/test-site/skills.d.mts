export declare const SKILL_FILE_LIMIT_BYTES: number;
export declare const ADDED_SKILLS: readonly string[];
export declare const INVALID_SKILLS: readonly string[];
export declare function testSiteSkills(siteUrl: string): {
  summaries: Record<string, unknown>[];
  items: Record<string, unknown>[];
  files: Map<string, string | Uint8Array>;
};
