// The site the store tests fetch from: the bundled sample plus an entry only the "live" site has, so an answer
// shows whether it came from the site, a shared copy or the sample.

import sampleIndex from "../../src/site/sample/index.json";

export const LIVE_ONLY_ID = "live-only";

/** The sample index with the live-only entry appended (a fresh copy each call). */
export function liveSiteIndex(): { entries: Record<string, unknown>[] } {
  const index = structuredClone(sampleIndex) as { entries: Record<string, unknown>[] };
  index.entries.push({
    id: LIVE_ONLY_ID,
    name: "Live Only",
    category: "tools",
    summary: "Only on the live site.",
    url: "https://x.example",
  });
  return index;
}
