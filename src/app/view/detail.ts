// The detail view: one entry as get_entry returns it (badges, links, install actions, description, related
// entries, the guides that cite it), or one long-form hit as search returned it; with a way back when it was opened
// from the results. Links go through ui/open-link, so they are buttons; without openLinks the URL is shown as text.

import { typeWord, type Actions } from "./actions";
import type { EntryDetail, Hit } from "./data";
import { button, el, fill, type Child } from "./dom";
import { askAboutRequest, compareRequest, installFactsOf, installRequest, vscodeInstallUrl, type InstallFacts } from "./install";
import { badgesOf, kindOf, tagsOf } from "./results";

/** Notes shown after a copy, for a moment (then the copy box reads as before). */
const COPIED_NOTE_MS = 4_000;

function linkControl(label: string, url: string, actions: Actions): Child {
  if (url === "") return null;
  if (actions.canOpen) return button(`${label} ↗`, () => actions.openLink(url), "btn", { "data-url": url });
  return el("span", { class: "url" }, `${label}: `, el("span", { class: "selectable" }, url));
}

/**
 * Selects the box's text, so Ctrl+C copies it whatever the frame may do, then copies it: with the Clipboard API only
 * where the host granted clipboard-write (elsewhere the browser refuses it, and says so in the console), else with
 * the editing command a click may still run in a sandboxed frame.
 */
async function copy(box: HTMLElement, note: HTMLElement, clipboard: boolean): Promise<void> {
  const range = document.createRange();
  range.selectNodeContents(box);
  getSelection()?.removeAllRanges();
  getSelection()?.addRange(range);
  let copied = false;
  try {
    if (clipboard) await navigator.clipboard.writeText(box.textContent ?? "");
    copied = clipboard || document.execCommand("copy");
  } catch {
    copied = false;
  }
  note.textContent = copied ? "Copied." : "Selected: press Ctrl+C (⌘C on a Mac) to copy.";
  setTimeout(() => (note.textContent = ""), COPIED_NOTE_MS);
}

function copyBox(label: string, text: string, name: string, actions: Actions): Child {
  if (text === "") return null;
  const box = el("pre", { class: "copy", attrs: { tabindex: "0", "aria-label": label, "data-copy": name } }, text);
  const note = el("span", { class: "copy-note", attrs: { role: "status" } });
  const control = button("Copy", () => void copy(box, note, actions.canWriteClipboard));
  return el("div", { class: "copy-wrap" }, el("h3", {}, label), box, el("div", { class: "row" }, control, note));
}

function installSection(facts: InstallFacts, name: string, actions: Actions): HTMLElement {
  return el(
    "section",
    { class: "install", attrs: { "aria-labelledby": "install-title" } },
    el("h2", { attrs: { id: "install-title" } }, "Install"),
    el("p", {}, "Remote MCP server at ", el("span", { class: "selectable" }, facts.url)),
    facts.note === "" ? null : el("p", { class: "note" }, facts.note),
    el(
      "div",
      { class: "row" },
      actions.canOpen
        ? button("Install in VS Code ↗", () => actions.openLink(vscodeInstallUrl(facts)), "btn primary", { "data-install": "vscode" })
        : null,
      actions.canMessage
        ? button("Ask the assistant to install it", () => actions.message(installRequest(name, facts)), "btn", { "data-ask": "install" })
        : null,
    ),
    copyBox("Claude Code", facts.claudeCommand, "claude", actions),
    copyBox("Cursor, Windsurf and other mcpServers clients", facts.mcpServersJson, "mcpServers", actions),
  );
}

function entryButtons(ids: readonly string[], actions: Actions): HTMLUListElement {
  return el(
    "ul",
    { class: "chips" },
    ...ids.map((id) => {
      const control: HTMLButtonElement = button(id, () => actions.openEntry(id, control), "chip", { "data-entry": id });
      return el("li", {}, control);
    }),
  );
}

function header(hit: Hit, fromList: boolean, actions: Actions): Child[] {
  return [
    fromList ? button("← Back to results", () => actions.back(), "btn back") : null,
    el("p", { class: "kind" }, kindOf(hit)),
    el("h1", { attrs: { id: "detail-title", tabindex: "-1" } }, hit.name),
    hit.summary === "" ? null : el("p", { class: "lead" }, hit.summary),
    badgesOf(hit),
  ];
}

/** An entry as get_entry answered it. `loading` while the answer is on its way (the hit's own fields shown). */
export function renderEntry(section: HTMLElement, entry: EntryDetail, fromList: boolean, actions: Actions): void {
  const { hit } = entry;
  const facts = installFactsOf(entry.install);
  const about = entry.description === "" || entry.description === hit.summary ? null : entry.description;
  fill(
    section,
    ...header(hit, fromList, actions),
    el(
      "div",
      { class: "row links" },
      linkControl("Website", hit.url, actions),
      linkControl("Repository", entry.repo, actions),
      linkControl("Docs", entry.docs, actions),
      linkControl("On Index Agentica", hit.page, actions),
    ),
    facts === null ? null : installSection(facts, hit.name, actions),
    actions.canMessage
      ? el(
          "div",
          { class: "row" },
          button("Compare with alternatives", () => actions.message(compareRequest(hit.name, hit.id)), "btn", { "data-ask": "compare" }),
        )
      : null,
    about === null ? null : el("section", {}, el("h2", {}, "About"), el("p", { class: "description" }, about)),
    tagsOf(hit.tags),
    entry.related.length === 0 ? null : el("section", {}, el("h2", {}, "Related entries"), entryButtons(entry.related, actions)),
    entry.citations.length === 0
      ? null
      : el(
          "section",
          {},
          el("h2", {}, "Cited by"),
          el(
            "ul",
            { class: "plain" },
            ...entry.citations.map((item) =>
              el("li", {}, `${typeWord(item.type)}: `, item.url === "" ? item.title : linkControl(item.title, item.url, actions)),
            ),
          ),
        ),
  );
}

/** What is known of an entry before get_entry answers: the hit's fields, and a line saying more is coming. */
export function renderEntryLoading(section: HTMLElement, hit: Hit, fromList: boolean, actions: Actions): void {
  fill(section, ...header(hit, fromList, actions), el("p", { class: "muted" }, "Loading the full entry…"));
}

/** A guide, comparison, stack or skill, from its search hit: the page it lives on and the entries it covers. */
export function renderLongform(section: HTMLElement, hit: Hit, fromList: boolean, actions: Actions): void {
  fill(
    section,
    ...header(hit, fromList, actions),
    el("div", { class: "row links" }, linkControl(`Read the ${typeWord(hit.type).toLowerCase()}`, hit.page, actions)),
    actions.canMessage
      ? el(
          "div",
          { class: "row" },
          button("Ask the assistant about it", () => actions.message(askAboutRequest(hit.type, hit.name, hit.page)), "btn", {
            "data-ask": "about",
          }),
        )
      : null,
    tagsOf(hit.tags),
    hit.entries.length === 0
      ? null
      : el(
          "section",
          {},
          el("h2", {}, "Entries it covers"),
          actions.canCall ? entryButtons(hit.entries, actions) : el("p", {}, hit.entries.join(", ")),
        ),
  );
}
