// The site writes cross-references as scheme links (`](entry:x402)`, `](guide:some-id)`); answers carry
// them as absolute URLs so a reader outside the site can follow them.

import { ID_BODY } from "../core/ids";

const SCHEME_PATHS: Readonly<Record<string, string>> = {
  entry: "entries",
  guide: "guides",
  comparison: "compare",
  compare: "compare",
  stack: "stacks",
  skill: "skills",
};

const SCHEME_LINK = new RegExp(`\\]\\((entry|guide|comparison|compare|stack|skill):(${ID_BODY})(#[^)\\s]*)?\\)`, "g");

export const DEFAULT_SITE_URL = "https://indexagentica.com";

/** A page of the site as it publishes them: `<site>/<section>/<id>/` (entries, skills, guides…). */
export function sitePageUrl(site: string, section: string, id: string): string {
  return `${site}/${section}/${id}/`;
}

export function resolveSchemeLinks(markdown: string, siteUrl: string): string {
  const base = (siteUrl || DEFAULT_SITE_URL).replace(/\/+$/, "");
  return markdown.replace(SCHEME_LINK, (_match, scheme: string, id: string, hash: string | undefined) => {
    return `](${sitePageUrl(base, SCHEME_PATHS[scheme]!, id)}${hash ?? ""})`;
  });
}
