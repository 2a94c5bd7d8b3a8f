// How a skill file is served by resources/read: as `text` when its bytes are valid UTF-8 without NUL (clients
// re-encode text as UTF-8 before hashing, which gives back exactly those bytes), otherwise as a base64 `blob`;
// and its mimeType, by extension. SKILL.md is text/markdown with no parameters: the conformance suite
// compares the exact string.

const BY_EXTENSION: ReadonlyMap<string, string> = new Map(
  Object.entries({
    md: "text/markdown",
    markdown: "text/markdown",
    txt: "text/plain",
    py: "text/x-python",
    sh: "text/x-shellscript",
    js: "text/javascript",
    mjs: "text/javascript",
    json: "application/json",
    yaml: "application/yaml",
    yml: "application/yaml",
    png: "image/png",
    jpg: "image/jpeg",
    jpeg: "image/jpeg",
    gif: "image/gif",
    svg: "image/svg+xml",
    webp: "image/webp",
    pdf: "application/pdf",
  }),
);

export type SkillFileBody = { readonly text: string } | { readonly blob: Uint8Array };

/** The text of `bytes` when it is valid UTF-8 without NUL (a BOM is kept as U+FEFF), else the bytes. */
export function skillFileBody(bytes: Uint8Array): SkillFileBody {
  if (bytes.includes(0)) return { blob: bytes };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    return { blob: bytes };
  }
}

/** The mimeType of a skill file by its name's extension; unknown ones by whether the body is text. */
export function skillFileMimeType(path: string, body: SkillFileBody): string {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  const known = dot > 0 ? BY_EXTENSION.get(name.slice(dot + 1).toLowerCase()) : undefined;
  return known ?? ("text" in body ? "text/plain" : "application/octet-stream");
}
