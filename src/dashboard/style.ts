// The page's one stylesheet, inline and allowed by its hash (CSP `style-src 'sha256-…'`): light and dark colour
// schemes from the reader's setting, one column on a phone. Every text colour has at least 4.5:1 contrast on its
// background in both schemes (axe checks it in the browser test); the chart's series are told apart by colour and
// named in the legend, each bar's <title> and the table beside the chart.

import { base64Of } from "../core/base64";

export const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1b1d21;--muted:#4d535c;--line:#d4d8de;--card:#f4f6f8;--link:#0b57d0;--warn:#fff4d6;--warnfg:#5c3d00;--s1:#1f5fbf;--s2:#0f8a7a;--s3:#c25e00}
@media (prefers-color-scheme:dark){:root{--bg:#121417;--fg:#e9eaec;--muted:#aab0b8;--line:#3a4048;--card:#1c2026;--link:#8ab4ff;--warn:#3a2e10;--warnfg:#ffe2a3;--s1:#6fa1ff;--s2:#3cc9b4;--s3:#ff9d4d}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header,main,footer{max-width:72rem;margin:0 auto;padding:0 1rem}
header{padding-top:1.25rem}
h1{font-size:1.6rem;margin:0 0 .25rem}
h2{font-size:1.2rem;margin:2rem 0 .5rem}
p{margin:.5rem 0}
a{color:var(--link)}
.muted{color:var(--muted)}
.notice{background:var(--warn);color:var(--warnfg);border-radius:.4rem;padding:.75rem 1rem;margin:1rem 0}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{padding:.3rem .5rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
.n{text-align:right}
@media (max-width:30rem){th,td{padding:.3rem .3rem}}
td.n{white-space:nowrap}
thead th{border-bottom-width:2px}
.daily th{white-space:nowrap}
.grid{display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr))}
.chart{display:grid;gap:1rem;grid-template-columns:minmax(0,2fr) minmax(16rem,1fr);align-items:start}
@media (max-width:48rem){.chart{grid-template-columns:minmax(0,1fr)}}
.scroll{overflow:auto;max-height:24rem;border:1px solid var(--line);border-radius:.4rem}
.scroll:focus{outline:2px solid var(--link);outline-offset:2px}
.card{background:var(--card);border-radius:.4rem;padding:.75rem}
svg.bars{width:100%;height:auto;display:block}
.s1{fill:var(--s1)}.s2{fill:var(--s2)}.s3{fill:var(--s3)}
.axis{stroke:var(--muted);stroke-width:1}
.tick{fill:var(--muted);font-size:11px}
.legend{list-style:none;padding:0;margin:.5rem 0;display:flex;flex-wrap:wrap;gap:1rem}
.legend svg{vertical-align:-1px;margin-right:.35rem}
footer{margin:2.5rem auto 2rem;font-size:.9rem}
`.trim();

let hash: Promise<string> | null = null;

/** `'sha256-…'` of STYLE, for the Content-Security-Policy (computed once per isolate). */
export function styleHash(): Promise<string> {
  hash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(STYLE))
    .then((digest) => `'sha256-${base64Of(new Uint8Array(digest))}'`);
  return hash;
}
