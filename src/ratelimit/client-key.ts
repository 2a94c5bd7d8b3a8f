// Who a request counts against: the client address Cloudflare puts in CF-Connecting-IP (clients cannot set
// it in production: Cloudflare overwrites it). IPv6 clients are counted per /64, since one subscriber is
// routinely handed a whole /64 and could otherwise take a fresh counter with every request.

// Longer than any address text; a longer value is not an address and is only kept as a bounded key.
const MAX_KEY_CHARS = 64;
// Hextets kept of an IPv6 address: the /64 network part.
const IPV6_NETWORK_HEXTETS = 4;
/** Key shared by every request that carries no client address (only local tools and tests do that). */
export const UNKNOWN_CLIENT_KEY = "unknown";

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** The eight hextets of an IPv6 address in text form, or null when it is not one. */
function ipv6Hextets(text: string): number[] | null {
  let address = text;
  // An embedded IPv4 tail (::ffff:192.0.2.1) is the last two hextets written in decimal.
  const lastColon = address.lastIndexOf(":");
  const tail = address.slice(lastColon + 1);
  if (tail.includes(".")) {
    if (!IPV4.test(tail)) return null;
    const [a, b, c, d] = tail.split(".").map(Number) as [number, number, number, number];
    address = `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    for (const group of part.split(":")) {
      if (!HEXTET.test(group)) return null;
      out.push(parseInt(group, 16));
    }
    return out;
  };
  const head = parse(halves[0]!);
  if (head === null) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const rest = parse(halves[1]!);
  if (rest === null || head.length + rest.length > 7) return null;
  return [...head, ...new Array<number>(8 - head.length - rest.length).fill(0), ...rest];
}

/** A stable, bounded counter key for a client address (as found in CF-Connecting-IP). */
export function clientKeyFor(address: string | null): string {
  const text = (address ?? "").trim().toLowerCase();
  if (text === "") return UNKNOWN_CLIENT_KEY;
  if (IPV4.test(text)) return text;
  if (text.includes(":") && text.length <= MAX_KEY_CHARS) {
    const hextets = ipv6Hextets(text.replace(/%.*$/, ""));
    if (hextets) {
      // An IPv4-mapped address is that IPv4 client.
      if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff) {
        const [, , , , , , hi, lo] = hextets as [number, number, number, number, number, number, number, number];
        return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
      }
      return `${hextets
        .slice(0, IPV6_NETWORK_HEXTETS)
        .map((h) => h.toString(16))
        .join(":")}::/64`;
    }
  }
  return text.slice(0, MAX_KEY_CHARS);
}

export function clientKey(request: Request): string {
  return clientKeyFor(request.headers.get("cf-connecting-ip"));
}
