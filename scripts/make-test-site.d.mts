export interface MakeTestSiteOptions {
  out: string;
  siteUrl?: string;
  generated?: string;
  extraEntry?: boolean;
  /** Add the test skills of scripts/test-site/skills.mjs and write every skill's files under skills/. */
  skills?: boolean;
  sampleDir?: string;
}
export interface MakeTestSiteResult {
  out: string;
  /** Paths written, relative to `out`. */
  files: string[];
  entries: number;
  longform: number;
  /** Skill folders written under skills/ (0 without `skills`). */
  skills: number;
  generated: string;
  siteUrl: string;
}
export function makeTestSite(options: MakeTestSiteOptions): Promise<MakeTestSiteResult>;
