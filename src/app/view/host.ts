// Fitting into the host (MCP Apps hostContext): its theme, its CSS variables (style.css falls back to its own
// colours for every one it leaves out), the room it gives (containerDimensions) and the edges a phone keeps clear
// (safeAreaInsets); and telling the host how tall the content is as it grows (ui/notifications/size-changed).

import { isRecord, str, type Json } from "./data";

/** What the view knows of the host: what it offered at ui/initialize and its context, merged as it changes. */
export interface HostState {
  capabilities: Json;
  context: Json;
}

const root = (): HTMLElement => document.documentElement;

function applyTheme(theme: string): void {
  const chosen = theme === "dark" || theme === "light" ? theme : matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  root().dataset.theme = chosen;
  // Host variables may be written with light-dark(), which follows color-scheme.
  root().style.colorScheme = chosen;
}

function applyVariables(styles: unknown): void {
  const variables = isRecord(styles) && isRecord(styles.variables) ? styles.variables : {};
  for (const [name, value] of Object.entries(variables)) {
    // Only custom properties, and only plain values: a host's CSS cannot reach anything but the variables style.css reads.
    if (name.startsWith("--") && typeof value === "string" && !/[;{}<>]/.test(value)) root().style.setProperty(name, value);
  }
}

const px = (value: unknown): string | null =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? `${Math.floor(value)}px` : null;

function applyDimensions(dimensions: unknown): void {
  const box = isRecord(dimensions) ? dimensions : {};
  const style = root().style;
  // A fixed height is the frame's: fill it and scroll inside. A maximum lets the content grow up to it, then scroll.
  style.height = px(box.height) ?? "";
  style.maxHeight = px(box.maxHeight) ?? "";
  style.overflowY = px(box.height) !== null || px(box.maxHeight) !== null ? "auto" : "";
  style.maxWidth = px(box.width) ?? px(box.maxWidth) ?? "";
}

function applyInsets(insets: unknown): void {
  const edges = isRecord(insets) ? insets : {};
  for (const side of ["top", "right", "bottom", "left"] as const) root().style.setProperty(`--safe-${side}`, px(edges[side]) ?? "0px");
}

/** Applies a (partial) context: only the fields it carries change. */
export function applyContext(state: HostState, change: Json): void {
  state.context = { ...state.context, ...change };
  if ("theme" in change || !("theme" in root().dataset)) applyTheme(str(state.context.theme));
  if ("styles" in change) applyVariables(change.styles);
  if ("containerDimensions" in change) applyDimensions(change.containerDimensions);
  if ("safeAreaInsets" in change) applyInsets(change.safeAreaInsets);
}

/** The name of the tool whose result the host shows here, when it says. */
export function toolName(state: HostState): string {
  const info = isRecord(state.context.toolInfo) ? state.context.toolInfo : {};
  return isRecord(info.tool) ? str(info.tool.name) : "";
}

/** Whether the host offers a capability (openLinks, message, updateModelContext, serverTools). */
export function offers(state: HostState, capability: string): boolean {
  return isRecord(state.capabilities[capability]);
}

/** Reports the content's height whenever it changes, once per frame at most. */
export function watchSize(report: (height: number) => void): void {
  let last = -1;
  let queued = false;
  const measure = () => {
    queued = false;
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    report(height);
  };
  const observer = new ResizeObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(measure);
  });
  observer.observe(document.body);
}
