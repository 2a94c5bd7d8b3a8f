// The Skills extension's file digest: "sha256:" and the lowercase hex SHA-256 of the file's raw bytes, the
// same bytes resources/read serves (text is their lossless UTF-8 decoding). Web Crypto, so it runs the same
// in workerd and in Node.

export const DIGEST_PATTERN = /^sha256:[0-9a-f]{64}$/;

export async function sha256Digest(bytes: Uint8Array): Promise<string> {
  // Web Crypto takes views of an ArrayBuffer only; bytes over shared memory (never fetched ones) are copied.
  const view =
    bytes.buffer instanceof ArrayBuffer ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : Uint8Array.from(bytes);
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", view));
  let hex = "";
  for (const byte of hash) hex += byte.toString(16).padStart(2, "0");
  return `sha256:${hex}`;
}
