// The install prompt: one remote MCP server of the directory into one client. The message carries the entry's
// exact install snippet for that client (get_entry's, src/tools/install.ts; Claude Code's `claude mcp add` line
// when none is named), its endpoint and the sign-in it needs. An entry without a remote endpoint is no error: the
// message says so plainly, carries the entry, and asks for the other ways to use it.

import { fail, ok } from "../core/problem";
import { completeName, type Completion } from "../resources/complete";
import { DATA_LINE } from "../resources/markdown";
import { entryUri } from "../resources/uri";
import { installSnippets, type ClientSnippet } from "../tools/install";
import { embedded, text, type PromptDefinition } from "./definition";
import { embedResource, entryIdOf } from "./directory";
import { GET_ENTRY, listed } from "./wording";

/** The clients get_entry has snippets for, by their key there, with the name a person knows them by. */
export const CLIENT_NAMES = {
  claude_code: "Claude Code",
  cursor: "Cursor",
  vscode: "VS Code",
  cline: "Cline",
  windsurf: "Windsurf",
  codex: "Codex",
  generic: "any client that reads an mcpServers map",
} as const;
export type ClientKey = keyof typeof CLIENT_NAMES;
export const CLIENT_KEYS = Object.keys(CLIENT_NAMES) as ClientKey[];
/** The client when none is named: the one whose users type slash commands most. */
export const DEFAULT_CLIENT: ClientKey = "claude_code";

const squashed = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, "");

/** A client as typed ("Claude Code", "claude-code", "VSCode") → its key, or undefined. */
export function clientOf(typed: string): ClientKey | undefined {
  const wanted = squashed(typed);
  return CLIENT_KEYS.find((key) => squashed(key) === wanted || squashed(CLIENT_NAMES[key]) === wanted);
}

/** The client keys for what was typed of one, best first. */
export function completeClient(value: string): Completion {
  return completeName(CLIENT_KEYS, value.replace(/[\s-]+/g, "_"));
}

function snippetBlock(snippet: ClientSnippet): string {
  const parts: string[] = [];
  if (snippet.command !== undefined) parts.push(`Run:\n\n\`\`\`bash\n${snippet.command}\n\`\`\``);
  const where = snippet.where === undefined ? "" : ` in ${snippet.where}`;
  const or = snippet.command === undefined ? "Add" : "Or add";
  if (snippet.json !== undefined) parts.push(`${or}${where}:\n\n\`\`\`json\n${JSON.stringify(snippet.json, null, 2)}\n\`\`\``);
  if (snippet.toml !== undefined) parts.push(`${or}${where}:\n\n\`\`\`toml\n${snippet.toml.trimEnd()}\n\`\`\``);
  return parts.join("\n\n");
}

const WHERE = "the prompt install";

export const installPrompt: PromptDefinition = {
  name: "install",
  title: "Install a remote MCP server",
  description:
    "Install a remote MCP server from the directory in your client: the entry's exact install snippet (Claude Code's claude mcp add line unless you name another client), its endpoint and the sign-in it needs; an entry without a remote endpoint gets the other ways to use it.",
  arguments: [
    { name: "id", title: "Entry id", description: "The entry id of the server, e.g. deepwiki-mcp.", required: true, values: "entry-id" },
    {
      name: "client",
      title: "Client",
      description: `Optional: ${listed(CLIENT_KEYS)} (default ${DEFAULT_CLIENT}).`,
      required: false,
      values: "client",
    },
  ],
  async build(args, context) {
    let client: ClientKey = DEFAULT_CLIENT;
    if (args.client !== undefined) {
      const named = clientOf(args.client);
      if (named === undefined) {
        const near = completeClient(args.client).values;
        const meant = near.length > 0 && near.length < CLIENT_KEYS.length ? ` Did you mean ${near.join(", ")}?` : "";
        return fail(
          "bad_request",
          `No client "${args.client.slice(0, 60)}" for ${WHERE}: it knows ${CLIENT_KEYS.join(", ")}.${meant}`,
          near,
        );
      }
      client = named;
    }
    const snapshot = await context.catalogue();
    if (!snapshot.ok) return snapshot;
    const id = entryIdOf(snapshot.value, args.id!, `argument "id" of ${WHERE}`);
    if (!id.ok) return id;
    const full = await context.fullEntry(snapshot.value, id.value);
    if (!full.ok) return full;
    if (full.value === undefined)
      return fail("upstream_error", `The entry "${id.value}" could not be read just now. Try again in a few minutes.`);
    const { entry, label } = full.value;
    const install = installSnippets(entry);
    const clientName = CLIENT_NAMES[client];
    if (install === null) {
      const record = await embedResource(context, entryUri(id.value));
      if (!record.ok) return record;
      const message = [
        `I want to add ${entry.name} (${entry.id}) to ${clientName} as a remote MCP server, but the Index Agentica directory lists no remote MCP endpoint for it, so it cannot be added by URL. Its record is above.`,
        `Tell me how I can use it instead (from its repository or docs: a local server, a package, an API), and offer to find a remote MCP server that does the same job.`,
      ].join("\n\n");
      return ok({ description: `${entry.name} has no remote MCP endpoint`, messages: [embedded(record.value), text(message)], label });
    }
    const signIn = `${install.auth ?? "not published"}${install.note === undefined ? "" : `. ${install.note}`}`;
    const message = [
      `Install ${entry.name} (${entry.id}) in ${clientName}: it is a remote MCP server, so there is nothing to download.`,
      `- Endpoint: ${install.url} (Streamable HTTP)\n- Sign-in: ${signIn}`,
      snippetBlock(install.clients[client]!),
      `Show me this, then add it exactly as given if I agree (it changes my configuration), and check that it connects. These snippets are ${GET_ENTRY}'s install field for ${entry.id}.`,
      DATA_LINE,
    ].join("\n\n");
    return ok({ description: `Install ${entry.name} in ${clientName}`, messages: [text(message)], label });
  },
};
