// Static test pages for the beacon script, served from 127.0.0.1 by the test itself: an entry page that pastes the
// script inline (as docs/site-snippet.md says) and a skill page that loads it from the Worker's /beacon.js with
// Subresource Integrity, at the site's own paths (/entries/<id>/, /skills/<id>/), so the path the script reports
// is one the Worker checks against the catalogue. The endpoints come from the page's query string
// (?primary=…&fallback=…), which the script never sees (it reports location.pathname).
//
// Any other host name the browser is pointed here with (--host-resolver-rules) is "the outside world": it answers
// a small landing page and records the visit, so a test can see that a click's navigation went ahead.

import { createServer, type Server } from "node:http";

export interface BeaconPagesOptions {
  /** An entry and a host its page links to; a host it does not link to. */
  readonly entry: { readonly id: string; readonly host: string };
  readonly foreignHost: string;
  /** A published skill id. */
  readonly skill: string;
  /** The script pasted inline, and the Worker that serves it at /beacon.js with this SRI (sha384-…). */
  readonly script: string;
  /** Read per request: the Worker starts after the pages (it must know their origin). */
  readonly worker: () => string;
  readonly integrity: string;
}

export interface BeaconPages {
  readonly origin: string;
  readonly port: number;
  entryPage(primary: string, fallback: string): string;
  skillPage(primary: string, fallback: string): string;
  /** Requests that reached "another host" (host, path), oldest first. */
  visits(): readonly { host: string; path: string }[];
  close(): Promise<void>;
}

const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="icon" href="data:,"></head><body>${body}</body></html>`;
}

export async function startBeaconPages(options: BeaconPagesOptions): Promise<BeaconPages> {
  const visits: { host: string; path: string }[] = [];
  let port = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const host = req.headers.host ?? "";
    // no-cache, not no-store: a no-store page is never kept in the back/forward cache, and one test restores from it.
    const send = (status: number, type: string, body: string, extra: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": type, "cache-control": "no-cache", ...extra });
      res.end(body);
    };
    if (host !== `127.0.0.1:${port}`) {
      visits.push({ host: host.replace(/:\d+$/, ""), path: url.pathname });
      return send(200, "text/html; charset=utf-8", page("Landed", "<p>Landed outside.</p>"));
    }
    const primary = url.searchParams.get("primary") ?? "";
    const fallback = url.searchParams.get("fallback") ?? "";
    const endpoints = `data-endpoint="${attr(primary)}" data-fallback="${attr(fallback)}"`;
    const outside = (name: string) => `http://${name}:${port}/landed`;
    const { entry, skill } = options;
    if (url.pathname === `/entries/${entry.id}/`) {
      const links =
        `<h1>${entry.id}</h1><p><a id="out" href="${outside(entry.host)}">Website</a> ` +
        `<a id="foreign" href="${outside(options.foreignHost)}">Somewhere it does not link</a> <a id="inside" href="/">Home</a></p>`;
      return send(200, "text/html; charset=utf-8", page(entry.id, `${links}<script ${endpoints}>${options.script}</script>`));
    }
    if (url.pathname === `/skills/${skill}/`) {
      const links = `<h1>${skill}</h1><p><a id="zip" href="/skills/${skill}.zip">Download the zip</a> <a id="skill-md" href="/skills/${skill}/SKILL.md">SKILL.md</a></p>`;
      const tag = `<script src="${attr(options.worker())}/beacon.js" integrity="${attr(options.integrity)}" crossorigin="anonymous" ${endpoints} defer></script>`;
      return send(200, "text/html; charset=utf-8", page(skill, `${links}${tag}`));
    }
    if (url.pathname === `/skills/${skill}.zip`) {
      return send(200, "application/zip", "PK\u0005\u0006" + "\u0000".repeat(18), {
        "content-disposition": `attachment; filename="${skill}.zip"`,
      });
    }
    if (url.pathname === `/skills/${skill}/SKILL.md`) return send(200, "text/plain; charset=utf-8", `---\nname: ${skill}\n---\n`);
    return send(404, "text/plain", "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  const query = (primary: string, fallback: string) => `?primary=${encodeURIComponent(primary)}&fallback=${encodeURIComponent(fallback)}`;
  return {
    origin,
    port,
    entryPage: (primary, fallback) => `${origin}/entries/${options.entry.id}/${query(primary, fallback)}`,
    skillPage: (primary, fallback) => `${origin}/skills/${options.skill}/${query(primary, fallback)}`,
    visits: () => [...visits],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
