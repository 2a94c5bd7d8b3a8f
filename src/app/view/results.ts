// The results view: search's hits as cards (name, type and category, summary, badges, tags), the result's notice,
// a form to search again or narrow by type and category, and "More results" for the next page; all of it through
// tools/call of search (main.ts), none of it through the model.

import { count, typeWord, type Actions, type Category, type SearchArgs } from "./actions";
import type { Hit, SearchPage } from "./data";
import { button, el, fill } from "./dom";
import { authLabel } from "./install";
import { SEARCH_TYPE_VALUES } from "./names";

/** Tags shown on a card; the rest are in the entry. */
const CARD_TAGS = 6;

/** The badges a chooser scans first: remote endpoint, sign-in, licence, status, pricing; long-form items their author. */
export function badgesOf(hit: Hit): HTMLUListElement | null {
  const items: HTMLLIElement[] = [];
  if (hit.endpoint !== "") items.push(el("li", { class: "badge remote" }, "Remote MCP"));
  for (const text of [authLabel(hit.auth), hit.license, hit.status, hit.pricing, hit.author === "" ? "" : `by ${hit.author}`])
    if (text !== "") items.push(el("li", { class: "badge" }, text));
  return items.length === 0 ? null : el("ul", { class: "badges", attrs: { "aria-label": "Facts" } }, ...items);
}

export function tagsOf(tags: readonly string[], limit = tags.length): HTMLUListElement | null {
  if (tags.length === 0) return null;
  return el("ul", { class: "tags", attrs: { "aria-label": "Tags" } }, ...tags.slice(0, limit).map((tag) => el("li", {}, tag)));
}

export const kindOf = (hit: Hit): string => [typeWord(hit.type), hit.category].filter((part) => part !== "").join(" · ");

function card(hit: Hit, actions: Actions): HTMLLIElement {
  const canOpen = hit.type !== "entry" || actions.canCall;
  const title = canOpen
    ? el("button", { class: "card-open", attrs: { type: "button", "data-id": hit.id } }, hit.name)
    : el("span", {}, hit.name);
  if (title instanceof HTMLButtonElement) title.addEventListener("click", () => actions.openHit(hit, title));
  return el(
    "li",
    {},
    el(
      "article",
      { class: canOpen ? "card openable" : "card" },
      el("h2", { class: "card-title" }, title),
      el("p", { class: "kind" }, kindOf(hit)),
      hit.summary === "" ? null : el("p", { class: "summary" }, hit.summary),
      badgesOf(hit),
      tagsOf(hit.tags, CARD_TAGS),
    ),
  );
}

/** Appends cards; the first new card's button, for focus after "More results". */
export function appendCards(list: HTMLElement, hits: readonly Hit[], actions: Actions): HTMLElement | null {
  const cards = hits.map((hit) => card(hit, actions));
  list.append(...cards);
  return cards[0]?.querySelector<HTMLElement>("button") ?? null;
}

function heading(page: SearchPage, shown: number): string {
  const total = page.total ?? shown;
  const what = page.query === "" ? count(total, "item", "items") : `${count(total, "result", "results")} for “${page.query}”`;
  const where = page.category === "" ? "" : ` in ${page.category}`;
  return shown < total ? `${what}${where} (showing ${shown.toLocaleString("en-US")})` : `${what}${where}`;
}

function select(name: string, label: string, options: readonly [string, string][], chosen: string): HTMLLabelElement {
  const field = el("select", { attrs: { name } }, ...options.map(([value, text]) => el("option", { attrs: { value } }, text)));
  field.value = chosen;
  return el("label", { class: "field" }, el("span", {}, label), field);
}

/**
 * The controls that search again: the query, the type and the category (categories load when first needed). Not a
 * <form>: the frame's sandbox has no allow-forms, so a form would never submit; Enter in the query searches too.
 */
function filters(page: SearchPage, actions: Actions): HTMLElement {
  const query = el("input", { attrs: { type: "search", name: "query", autocomplete: "off" } });
  query.value = page.query;
  const typeOptions = SEARCH_TYPE_VALUES.map((value): [string, string] => [value, value === "all" ? "All types" : typeWord(value)]);
  const type = select("type", "Type", typeOptions, page.type || "all");
  const current: [string, string][] = page.category === "" ? [] : [[page.category, page.category]];
  const category = select("category", "Category", [["", "All categories"], ...current], page.category);
  const typeSelect = type.querySelector("select")!;
  const categorySelect = category.querySelector("select")!;
  const loadCategories = () => {
    if (categorySelect.dataset.loaded !== undefined) return;
    categorySelect.dataset.loaded = "";
    void actions.categories().then((all: readonly Category[]) => {
      const chosen = categorySelect.value;
      const options = all.map((one) => el("option", { attrs: { value: one.slug } }, one.name));
      fill(categorySelect, el("option", { attrs: { value: "" } }, "All categories"), ...options);
      categorySelect.value = chosen;
    });
  };
  categorySelect.addEventListener("focus", loadCategories);
  categorySelect.addEventListener("pointerdown", loadCategories);
  const run = () => {
    const words = query.value.trim();
    const args: SearchArgs = { type: typeSelect.value || "all", ...(page.limit === null ? {} : { limit: page.limit }) };
    if (categorySelect.value !== "") args.category = categorySelect.value;
    if (words !== "") args.query = words;
    // The alternatives and tags rephrase or narrow the words the model searched; new words drop them.
    if (words === page.query && page.alternatives.length > 0) args.alternatives = page.alternatives;
    if (words === page.query && page.tags.length > 0) args.tags = page.tags;
    actions.search(args, false);
  };
  query.addEventListener("keydown", (event) => {
    if (event.key === "Enter") run();
  });
  return el(
    "div",
    { class: "filters", attrs: { role: "search", "aria-label": "Search the directory again" } },
    el("label", { class: "field grow" }, el("span", {}, "Search"), query),
    type,
    category,
    button("Search", run, "btn primary", { "data-run": "search" }),
  );
}

/** Fills the results section; returns the list the cards go into. */
export function renderResults(section: HTMLElement, page: SearchPage, hits: readonly Hit[], actions: Actions): HTMLUListElement {
  const list = el("ul", { class: "cards", attrs: { "aria-label": "Results" } });
  const more =
    actions.canCall && page.nextOffset !== null
      ? button("More results", () => actions.search({ offset: page.nextOffset ?? 0 }, true), "btn more")
      : null;
  fill(
    section,
    el("h1", { attrs: { id: "list-title", tabindex: "-1" } }, heading(page, hits.length)),
    actions.canCall ? filters(page, actions) : null,
    page.notice === "" ? null : el("p", { class: "notice" }, page.notice),
    hits.length === 0 && page.notice === "" ? el("p", { class: "notice" }, "Nothing in the directory matches this search.") : null,
    list,
    more,
  );
  appendCards(list, hits, actions);
  return list;
}
