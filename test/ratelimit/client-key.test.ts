import { describe, expect, it } from "vitest";
import { clientKey, clientKeyFor, UNKNOWN_CLIENT_KEY } from "../../src/ratelimit/client-key";

describe("clientKeyFor", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientKeyFor("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyFor(" 203.0.113.7 ")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 together, however it is written", () => {
    const expected = "2001:db8:85a3:42::/64";
    for (const address of [
      "2001:db8:85a3:42::1",
      "2001:0db8:85a3:0042:ffff:ffff:ffff:ffff",
      "2001:DB8:85A3:42:0:0:0:0",
      "2001:db8:85a3:42::192.0.2.1",
      "2001:db8:85a3:42::1%eth0",
    ]) {
      expect(clientKeyFor(address), address).toBe(expected);
    }
    expect(clientKeyFor("2001:db8:85a3:43::1")).not.toBe(expected);
    expect(clientKeyFor("::1")).toBe("0:0:0:0::/64");
    expect(clientKeyFor("fe80::")).toBe("fe80:0:0:0::/64");
  });

  it("treats an IPv4-mapped IPv6 address as the IPv4 client", () => {
    expect(clientKeyFor("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientKeyFor("::ffff:c000:201")).toBe("192.0.2.1");
  });

  it("shares one key among requests without an address", () => {
    expect(clientKeyFor(null)).toBe(UNKNOWN_CLIENT_KEY);
    expect(clientKeyFor("   ")).toBe(UNKNOWN_CLIENT_KEY);
    expect(clientKey(new Request("http://x/"))).toBe(UNKNOWN_CLIENT_KEY);
    expect(clientKey(new Request("http://x/", { headers: { "cf-connecting-ip": "198.51.100.2" } }))).toBe("198.51.100.2");
  });

  it("bounds anything that is not an address instead of failing", () => {
    expect(clientKeyFor("x".repeat(10_000))).toHaveLength(64);
    expect(clientKeyFor("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
    expect(clientKeyFor("1::2::3")).toBe("1::2::3");
    expect(clientKeyFor("::ffff:999.1.1.1")).toBe("::ffff:999.1.1.1");
    expect(clientKeyFor("256.1.1.1")).toBe("256.1.1.1");
    expect(clientKeyFor("gggg::1")).toBe("gggg::1");
  });
});
