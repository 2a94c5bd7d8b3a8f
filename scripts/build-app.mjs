#!/usr/bin/env node
// `npm run build:app`: builds the directory app's document from src/app/view/ (index.html, style.css, main.ts and
// its modules) into src/app/served.ts, the text resources/read serves. Run after any change to the view;
// test/app/served.test.ts fails while the served copy is stale.
import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { cliFlags } from "./lib/args.mjs";
import { APP_SERVED, buildApp, servedModule } from "./lib/app-build.mjs";

const USAGE = `usage: npm run build:app

Bundles and minifies the directory app's view and writes src/app/served.ts.

  -h, --help      this text`;

cliFlags({ usage: USAGE, options: {} });

const app = await buildApp();
writeFileSync(APP_SERVED, await format(servedModule(app), { ...(await resolveConfig(APP_SERVED)), filepath: APP_SERVED }));
console.log(`wrote ${APP_SERVED}: ${app.bytes} bytes, ${app.gzipped} gzipped; sha256 ${app.sha256}`);
