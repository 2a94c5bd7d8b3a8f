// Base64 of bytes, and base64url without padding (cursors), in one place: btoa and atob read and write "binary
// strings" (one character per byte), which every caller would otherwise build by hand.

// Bytes per String.fromCharCode call: spread arguments stay far below engines' argument limits.
const CHUNK = 0x8000;

function binaryOf(bytes: Uint8Array): string {
  let binary = "";
  for (let at = 0; at < bytes.length; at += CHUNK) binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  return binary;
}

/** Standard Base64, padded. */
export function base64Of(bytes: Uint8Array): string {
  return btoa(binaryOf(bytes));
}

/** base64url (RFC 4648 §5) without padding: safe in a URL unencoded. */
export function base64urlOf(bytes: Uint8Array): string {
  return base64Of(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of unpadded base64url text, or null when it is not that. */
export function bytesOfBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
