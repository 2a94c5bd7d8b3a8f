// The directory app's view (MCP Apps, SEP-1865), start to end: the ui/initialize handshake, then whatever the host
// sends (the tool's input, partial input, its result, a cancellation, context changes, teardown), and the person's
// actions, each a tools/call, ui/open-link, ui/message or ui/update-model-context through the host. One view for
// search and get_entry: it draws the result by its shape. Built into one inline script by `npm run build:app`.

import { type Actions, type Category, type SearchArgs } from "./actions";
import {
  entryDetailOf,
  hitOf,
  isRecord,
  problemOf,
  searchPageOf,
  str,
  strings,
  structuredOf,
  cardFactsOf,
  type Hit,
  type Json,
  type SearchPage,
} from "./data";
import { button, el, fill } from "./dom";
import { renderEntry, renderEntryLoading, renderLongform } from "./detail";
import { applyContext, offers, toolName, watchSize, type HostState } from "./host";
import { TOOL_NAMES } from "./names";
import { renderResults } from "./results";
import { HostRpc } from "./rpc";
import { APPS_PROTOCOL_VERSION, SERVER_NAME, SERVER_VERSION } from "../../core/server-info";

const rpc = new HostRpc(window.parent);
const host: HostState = { capabilities: {}, context: {} };
const status = document.getElementById("status")!;
const listSection = document.getElementById("list")!;
const detailSection = document.getElementById("detail")!;

/** The results on screen: the last page's answer (for its query and next offset) and every hit shown so far. */
let results: { page: SearchPage; hits: Hit[] } | null = null;
let categories: Promise<readonly Category[]> | null = null;
/** Each new action outdates the answers still on their way to an earlier one. */
let generation = 0;
/** The control that opened the detail view, for focus on the way back. */
let openedFrom: HTMLElement | null = null;

function say(text: string, ...extra: (Node | null)[]): void {
  fill(status, text, ...extra);
}

function show(section: "list" | "detail" | "none"): void {
  listSection.hidden = section !== "list";
  detailSection.hidden = section !== "detail";
}

function suggestionButtons(ids: readonly string[]): HTMLElement | null {
  if (ids.length === 0 || !actions.canCall) return null;
  return el(
    "span",
    { class: "row" },
    " Did you mean: ",
    ...ids.map((id) => button(id, () => actions.openEntry(id, null), "chip", { "data-entry": id })),
  );
}

/** A failed call's message where the person looks; the view stays as it was. */
function sayProblem(result: Json): void {
  const problem = problemOf(result);
  say(problem.message, suggestionButtons(problem.suggestions));
}

function call(name: string, args: Json): Promise<Json> {
  return rpc.request("tools/call", { name, arguments: args });
}

function tellModel(hit: Hit): void {
  if (!offers(host, "updateModelContext")) return;
  const facts: Json = { type: hit.type, id: hit.id, name: hit.name, url: hit.page };
  if (hit.endpoint !== "") facts.mcp_endpoint = hit.endpoint;
  const text = `The user has the Index Agentica ${hit.type} "${hit.name}" (id ${hit.id}) open in the directory app.`;
  rpc.request("ui/update-model-context", { content: [{ type: "text", text }], structuredContent: facts }).catch(() => undefined);
}

function showResults(page: SearchPage, hits: Hit[], focusFrom: number | null): void {
  results = { page, hits };
  say("");
  const list = renderResults(listSection, page, hits, actions);
  show("list");
  if (focusFrom === null) return;
  const target = focusFrom > 0 ? list.children[focusFrom]?.querySelector("button") : document.getElementById("list-title");
  (target as HTMLElement | null | undefined)?.focus();
}

function showEntry(structured: unknown, fromList: boolean): boolean {
  const entry = entryDetailOf(structured);
  if (entry === null) return false;
  renderEntry(detailSection, entry, fromList, actions);
  say("");
  show("detail");
  tellModel(entry.hit);
  return true;
}

function openDetail(hit: Hit, from: HTMLElement | null): void {
  openedFrom = from;
  const fromList = results !== null;
  if (hit.type !== "entry") {
    renderLongform(detailSection, hit, fromList, actions);
    show("detail");
    tellModel(hit);
  } else {
    renderEntryLoading(detailSection, hit, fromList, actions);
    show("detail");
    const mine = ++generation;
    call(TOOL_NAMES.entry, { id: hit.id })
      .then((result) => {
        if (mine !== generation) return;
        if (result.isError === true) sayProblem(result);
        else if (!showEntry(structuredOf(result), fromList)) say("The directory answered with nothing this view can show.");
        document.getElementById("detail-title")?.focus();
      })
      .catch((error: Error) => mine === generation && say(error.message));
  }
  document.getElementById("detail-title")?.focus();
}

const actions: Actions = {
  get canCall() {
    return offers(host, "serverTools");
  },
  get canOpen() {
    return offers(host, "openLinks");
  },
  get canMessage() {
    return offers(host, "message");
  },
  get canWriteClipboard() {
    const sandbox = host.capabilities.sandbox;
    return isRecord(sandbox) && isRecord(sandbox.permissions) && isRecord(sandbox.permissions.clipboardWrite);
  },
  openHit: (hit, from) => openDetail(hit, from),
  openEntry: (id, from) => openDetail(hitOf({ id, type: "entry" })!, from),
  openLink(url) {
    rpc.request("ui/open-link", { url }).then(
      (result) => result.isError === true && say(`The host did not open ${url}.`),
      () => say(`The host did not open ${url}.`),
    );
  },
  search(args, append) {
    const before = results;
    const base: SearchArgs = append && before !== null ? argsOf(before.page) : {};
    const mine = ++generation;
    say("Searching…");
    call(TOOL_NAMES.search, { ...base, ...args })
      .then((result) => {
        if (mine !== generation) return;
        const page = result.isError === true ? null : searchPageOf(structuredOf(result), cardFactsOf(result));
        if (page === null) return sayProblem(result);
        const previous = append && before !== null ? before.hits : [];
        showResults(page, [...previous, ...page.results], append ? previous.length : 0);
      })
      .catch((error: Error) => mine === generation && say(error.message));
  },
  categories() {
    categories ??= call(TOOL_NAMES.categories, {}).then((result) => {
      const structured = structuredOf(result);
      const all = isRecord(structured) && Array.isArray(structured.categories) ? structured.categories : [];
      return all
        .filter(isRecord)
        .map((one) => ({ slug: str(one.slug), name: str(one.name) || str(one.slug) }))
        .filter((one) => one.slug !== "");
    });
    return categories.catch(() => []);
  },
  message(text) {
    rpc.request("ui/message", { role: "user", content: [{ type: "text", text }] }).then(
      (result) => say(result.isError === true ? "The host did not post the message." : "Sent to the chat."),
      () => say("The host did not post the message."),
    );
  },
  back() {
    show("list");
    say("");
    (openedFrom?.isConnected === true ? openedFrom : document.getElementById("list-title"))?.focus();
  },
};

/** The page's own arguments, for its next page (the answer echoes them normalised). */
function argsOf(page: SearchPage): SearchArgs {
  const args: SearchArgs = { query: page.query, type: page.type || "all" };
  if (page.alternatives.length > 0) args.alternatives = page.alternatives;
  if (page.category !== "") args.category = page.category;
  if (page.tags.length > 0) args.tags = page.tags;
  if (page.limit !== null) args.limit = page.limit;
  return args;
}

/** A tool's result as the host forwards it: the model's own call, drawn by its shape. */
function onToolResult(result: Json): void {
  generation++;
  if (result.isError === true) return sayProblem(result);
  const structured = structuredOf(result);
  const page = searchPageOf(structured, cardFactsOf(result));
  if (page !== null) return showResults(page, page.results, null);
  if (!showEntry(structured, false)) say("This result has nothing the directory app can show; the answer is in the chat.");
}

/** Partial or whole input: what is being looked up, while the result is on its way (never trusted beyond text). */
function onToolInput(params: Json): void {
  if (results !== null || !detailSection.hidden) return;
  const args = isRecord(params.arguments) ? params.arguments : {};
  const words = str(args.query) || strings(args.alternatives)[0] || "";
  if (str(args.id) !== "") say(`Opening ${str(args.id)}…`);
  else say(words === "" ? "Searching the directory…" : `Searching the directory for “${words}”…`);
}

rpc.onNotification("ui/notifications/tool-input-partial", onToolInput);
rpc.onNotification("ui/notifications/tool-input", onToolInput);
rpc.onNotification("ui/notifications/tool-result", onToolResult);
rpc.onNotification("ui/notifications/tool-cancelled", (params) => {
  generation++;
  const reason = str(params.reason);
  if (results === null && detailSection.hidden) say(`The request was cancelled${reason === "" ? "." : `: ${reason}`}`);
});
rpc.onNotification("ui/notifications/host-context-changed", (params) => applyContext(host, params));
rpc.onRequest("ui/resource-teardown", () => ({}));
rpc.onRequest("ping", () => ({}));

async function start(): Promise<void> {
  applyContext(host, {});
  const reply = await rpc.request("ui/initialize", {
    appInfo: { name: SERVER_NAME, title: "Index Agentica directory", version: SERVER_VERSION },
    appCapabilities: { availableDisplayModes: ["inline"] },
    protocolVersion: APPS_PROTOCOL_VERSION,
  });
  host.capabilities = isRecord(reply.hostCapabilities) ? reply.hostCapabilities : {};
  applyContext(host, isRecord(reply.hostContext) ? reply.hostContext : {});
  say(toolName(host) === TOOL_NAMES.entry ? "Opening the entry…" : "Searching the directory…");
  rpc.notify("ui/notifications/initialized");
  watchSize((height) => rpc.notify("ui/notifications/size-changed", { height }));
}

start().catch((error: Error) => say(`The host did not start the app: ${error.message}`));
