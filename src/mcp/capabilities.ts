// The one capabilities object: server/discover, initialize (every legacy revision) and the static server card
// all send this value, so they cannot disagree. No `subscribe` or `listChanged` for resources or prompts: nothing
// is pushed (a stateless server has no stream to push on), the directory changes with the site, not per
// connection, and the prompts only with a deploy.

/** The Agent Skills extension (skills/list, skills/get, skill:// files), by its registered identifier. */
export const SKILLS_EXTENSION = "io.modelcontextprotocol/skills";
/**
 * MCP Apps (SEP-1865): search and get_entry name a ui:// view that hosts render beside the result
 * (src/app/resource.ts). The extension defines no server settings, so the value is empty, as other servers send it.
 */
export const APPS_EXTENSION = "io.modelcontextprotocol/ui";

export const SERVER_CAPABILITIES = Object.freeze({
  tools: Object.freeze({ listChanged: false }),
  prompts: Object.freeze({ listChanged: false }),
  resources: Object.freeze({}),
  completions: Object.freeze({}),
  extensions: Object.freeze({ [SKILLS_EXTENSION]: Object.freeze({}), [APPS_EXTENSION]: Object.freeze({}) }),
});
