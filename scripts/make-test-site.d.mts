export interface MakeTestSiteOptions {
  out: string;
  siteUrl?: string;
  generated?: string;
  extraEntry?: boolean;
  sampleDir?: string;
}
export function makeTestSite(options: MakeTestSiteOptions): Promise<unknown>;
