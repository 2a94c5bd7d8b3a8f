// Which pages the site publishes, derived from the loaded catalogue, and which hosts an entry links to.
//
// The rule (the site's sitemap, scripts/build.mjs + build-longform.mjs in the site repository):
//   /  /agents/  /schema/                   fixed pages
//   /categories/<slug>/                      every category in api/index.json
//   /entries/<id>/                           every entry in api/index.json
//   /guides/ /compare/ /stacks/ /skills/     the four long-form type pages (published even when empty)
//   /<route>/<id>/                           every published item in api/longform.json
//   /404.html                                the site's not-found page (GitHub Pages serves it for any missing URL)
// Nothing else (no files such as /llms.txt, no query strings) is a page view we count.

import type { Catalogue } from "../catalog/catalogue";
import type { EntryCard } from "../site/entry-card";
import { LONGFORM_ROUTES, LONGFORM_TYPES, type LongformType } from "../site/types";

export const FIXED_PAGES: readonly string[] = ["/", "/agents/", "/schema/", "/404.html"];

const TYPE_BY_ROUTE: ReadonlyMap<string, LongformType> = new Map(LONGFORM_TYPES.map((type) => [LONGFORM_ROUTES[type], type]));

/** Whether `path` is one of the site's published HTML pages (an O(1) lookup per path). */
export function isPublishedPage(catalogue: Catalogue, path: string): boolean {
  if (FIXED_PAGES.includes(path)) return true;
  const segments = path.split("/").slice(1, -1);
  if (path.at(-1) !== "/" || segments.some((segment) => segment === "")) return false;
  const [first, second] = segments;
  if (segments.length === 1) return TYPE_BY_ROUTE.has(first!);
  if (segments.length !== 2) return false;
  if (first === "categories") return catalogue.categoryBySlug.has(second!);
  if (first === "entries") return catalogue.entryById.has(second!);
  const type = TYPE_BY_ROUTE.get(first!);
  return type !== undefined && catalogue.longformItem(type, second!) !== undefined;
}

/** Every published page, in the sitemap's order (for docs and tests; the handler uses isPublishedPage). */
export function publishedPages(catalogue: Catalogue): string[] {
  return [
    ...FIXED_PAGES,
    ...catalogue.categories.map((category) => `/categories/${category.slug}/`),
    ...LONGFORM_TYPES.map((type) => `/${LONGFORM_ROUTES[type]}/`),
    ...catalogue.longform.map((item) => `/${LONGFORM_ROUTES[item.type]}/${item.id}/`),
    ...catalogue.entries.map((entry) => `/entries/${entry.id}/`),
  ];
}

const hostsByEntry = new WeakMap<EntryCard, ReadonlySet<string>>();

/** Hosts of the outbound links on an entry's page (site/entry-card.ts linkHostsOf), as a set. */
export function entryLinkHosts(entry: EntryCard): ReadonlySet<string> {
  let hosts = hostsByEntry.get(entry);
  if (!hosts) hostsByEntry.set(entry, (hosts = new Set(entry.hosts)));
  return hosts;
}
