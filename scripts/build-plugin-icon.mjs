#!/usr/bin/env node
// `npm run build:plugin-icon`: draws the Claude Code plugin's icon (scripts/lib/plugin-icon.mjs) into
// plugins/indexagentica/.claude-plugin/icon.png. Run after a change to the drawing; test/repo/plugin.test.ts fails
// while the committed icon differs from what the drawing gives.
import { writeFileSync } from "node:fs";
import { cliFlags } from "./lib/args.mjs";
import { ICON_PATH, pluginIcon, pngSize } from "./lib/plugin-icon.mjs";

const USAGE = `usage: npm run build:plugin-icon

Draws the plugin's icon and writes plugins/indexagentica/.claude-plugin/icon.png.

  -h, --help      this text`;

cliFlags({ usage: USAGE, options: {} });

const icon = pluginIcon();
writeFileSync(ICON_PATH, icon);
const { width, height } = pngSize(icon);
console.log(`wrote ${ICON_PATH}: ${width}×${height} px, ${icon.length} bytes`);
