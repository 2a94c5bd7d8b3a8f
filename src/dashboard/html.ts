// Writing HTML by hand, safely: every value that is not our own markup goes through esc(); numbers and times are
// written one way everywhere on the page.

const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text or an attribute value, escaped for HTML. */
export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Escaped text whose `backticked` spans (the /stats caveats name fields that way) become <code>. */
export function inlineCode(escaped: string): string {
  return escaped.replace(/`([^`<>]+)`/g, "<code>$1</code>");
}

/** Escaped snake_case names that may wrap after an underscore on a phone (list_server_versions), never mid-word. */
export function breakable(escaped: string): string {
  return escaped.replaceAll("_", "_<wbr>");
}

/** A count with thousands separators (1,234,567), the same in every runtime. */
export function fmt(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** `part` as a whole percentage of `whole` ("–" when there is nothing to divide). */
export function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : "–";
}

/** An ISO timestamp as "2026-12-04 10:30 UTC" (as given when it does not parse). */
export function utc(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return iso;
  const text = new Date(ms).toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, 16)} UTC`;
}

/** A duration in seconds as "3 minutes" / "5 hours". */
export function duration(seconds: number): string {
  const units: [number, string][] = [
    [86_400, "day"],
    [3_600, "hour"],
    [60, "minute"],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${name}${n === 1 ? "" : "s"}`;
  }
  return "less than a minute";
}

/** A table: caption, column headers, and rows whose first cell is the row's header. */
export function table(caption: string, columns: readonly string[], rows: readonly (readonly string[])[], className = ""): string {
  const head = columns.map((column, i) => `<th scope="col"${i > 0 ? ' class="n"' : ""}>${column}</th>`).join("");
  const body = rows
    .map(
      (cells) =>
        `<tr><th scope="row">${cells[0]}</th>${cells
          .slice(1)
          .map((cell) => `<td class="n">${cell}</td>`)
          .join("")}</tr>`,
    )
    .join("");
  return `<table${className ? ` class="${className}"` : ""}><caption>${caption}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}
