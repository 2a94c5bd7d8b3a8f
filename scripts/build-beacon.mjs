#!/usr/bin/env node
// `npm run build:beacon`: minifies src/beacon/script/beacon.js into src/beacon/script/served.ts (the text GET
// /beacon.js serves and docs/site-snippet.md pastes, with its SHA-256 and SHA-384). Run after any change to the
// script, then update the hashes in docs/site-snippet.md; test/beacon/script.test.ts fails while either is stale.
import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { cliFlags } from "./lib/args.mjs";
import { BEACON_SERVED, buildBeacon, servedModule } from "./lib/beacon-build.mjs";

const USAGE = `usage: npm run build:beacon

Minifies src/beacon/script/beacon.js and writes src/beacon/script/served.ts.

  -h, --help      this text`;

cliFlags({ usage: USAGE, options: {} });

const build = await buildBeacon();
const text = servedModule(build);
writeFileSync(BEACON_SERVED, await format(text, { ...(await resolveConfig(BEACON_SERVED)), filepath: BEACON_SERVED }));
const gzipped = (await import("node:zlib")).gzipSync(build.script, { level: 9 }).length;
console.log(`wrote ${BEACON_SERVED}: ${build.script.length} bytes, ${gzipped} gzipped; sha256-${build.sha256}; sha384-${build.sha384}`);
