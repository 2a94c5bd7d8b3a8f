// The live contract, section 2.11: POST /hit and /v1/e, the site's beacon. What the site's own script sends
// (text/plain, Origin https://indexagentica.com, pages including /404.html) and what other senders send
// (application/json, no type, upper-case hosts) is counted; the refusals carry the live codes.

import { describe, expect, it } from "vitest";
import type { ContractTarget } from "./support/global-contract";
import { type Answer, dataTargets, get, request, targets } from "./support/http";
import { expectDocumented } from "./support/openapi";
import { documenting, expectEnvelope, freshClient, untilLimited } from "./support/rest";

const SITE_ORIGIN = "https://indexagentica.com";
const PATHS = ["/hit", "/v1/e"] as const;

function beacon(target: ContractTarget, path: string, body: BodyInit, headers: Record<string, string | null> = {}): Promise<Answer> {
  const sent: Record<string, string> = { origin: SITE_ORIGIN, "content-type": "text/plain;charset=UTF-8" };
  for (const [name, value] of Object.entries(headers)) {
    if (value === null) delete sent[name];
    else sent[name] = value;
  }
  return request(target, path, { method: "POST", headers: { ...sent, ...freshClient("beacon") }, body });
}

/** A published page, an entry with a host it links to, and a published skill, read from the target itself. */
async function published(target: ContractTarget): Promise<{ entry: string; host: string; skill: string }> {
  const ids = (await get(target, "/entries")).body.ids as string[];
  const entry = (await get(target, `/entries/${ids[0]}`)).body;
  const skills = (await get(target, "/content?type=skill")).body.items as { id: string }[];
  return { entry: entry.id, host: new URL(entry.url).hostname, skill: skills[0]!.id };
}

async function accepted(target: ContractTarget, path: string, answer: Answer, what: string): Promise<void> {
  expect(answer.status, `${what}: ${answer.text}`).toBe(204);
  expect(answer.text, what).toBe("");
  expect(answer.headers.get("access-control-allow-origin"), what).toMatch(/^(\*|https:\/\/indexagentica\.com)$/);
  await expectDocumented(target, "POST", path, answer);
}

async function refused(target: ContractTarget, path: string, answer: Answer, status: number, code: string, what: string): Promise<void> {
  await expectEnvelope(target, answer, status, code, what);
  await expectDocumented(documenting(target), "POST", path, answer);
}

describe.each(dataTargets())("site beacon on %s", (_name, target) => {
  // Against a deployment nothing is sent that would be counted: its stats are real.
  const counted = target.site !== null;

  it.runIf(counted).each(PATHS)("%s counts the three events the site sends: 204, empty", async (path) => {
    const { entry, host, skill } = await published(target);
    await accepted(target, path, await beacon(target, path, `{"t":"pageview","p":"/entries/${entry}/"}`), "pageview");
    await accepted(target, path, await beacon(target, path, '{"t":"pageview","p":"/"}'), "home pageview");
    await accepted(target, path, await beacon(target, path, '{"t":"pageview","p":"/404.html"}'), "404 pageview");
    const click = JSON.stringify({ t: "click", id: entry, h: host, p: `/entries/${entry}/` });
    await accepted(target, path, await beacon(target, path, click), "click");
    const shouting = JSON.stringify({ t: "click", id: entry, h: host.toUpperCase(), p: `/entries/${entry}/` });
    await accepted(target, path, await beacon(target, path, shouting), "click with an upper-case host");
    for (const kind of ["zip", "skill_md"]) {
      const download = JSON.stringify({ t: "download", id: skill, k: kind, p: `/skills/${skill}/` });
      await accepted(target, path, await beacon(target, path, download), `download ${kind}`);
    }
  });

  it.runIf(counted).each(PATHS)("%s reads the body as JSON whatever the Content-Type", async (path) => {
    for (const type of ["application/json", "text/plain", "application/x-www-form-urlencoded", null]) {
      const body = new TextEncoder().encode('{"t":"pageview","p":"/"}');
      await accepted(target, path, await beacon(target, path, body, { "content-type": type }), `Content-Type ${type}`);
    }
  });

  it.each(PATHS)("%s refuses with the live codes: 403 forbidden_origin, 413 too_large, 400 bad_request", async (path) => {
    for (const origin of [null, "https://evil.example", "https://indexagentica.com.evil.example"]) {
      await refused(
        target,
        path,
        await beacon(target, path, '{"t":"pageview","p":"/"}', { origin }),
        403,
        "forbidden_origin",
        `Origin ${origin}`,
      );
    }
    const big = JSON.stringify({ t: "pageview", p: `/${"a".repeat(600)}/` });
    await refused(target, path, await beacon(target, path, big), 413, "too_large", "600-byte body");
    for (const [what, body] of [
      ["not JSON", "pageview /"],
      ["an unknown event", '{"t":"scroll","p":"/"}'],
      ["an extra field", '{"t":"pageview","p":"/","uid":"x"}'],
      ["a page the site does not publish", '{"t":"pageview","p":"/entries/not-a-real-entry-here/"}'],
      ["a query string", '{"t":"pageview","p":"/?utm_source=x"}'],
    ]) {
      await refused(target, path, await beacon(target, path, body!), 400, "bad_request", what!);
    }
  });

  it.each(PATHS)("%s answers other methods with 405 and Allow: POST, OPTIONS", async (path) => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const answer = await request(target, path, { method, ...(method === "PUT" ? { body: "{}" } : {}) });
      await expectEnvelope(target, answer, 405, "method_not_allowed", `${method} ${path}`);
      expect(answer.headers.get("allow")).toBe("POST, OPTIONS");
    }
  });
});

describe("site beacon without the directory index", () => {
  it.each(PATHS)("%s answers a well-formed beacon 503 unavailable while only the bundled sample is held", async (path) => {
    const outage = targets().outage;
    if (outage === null) return;
    const answer = await beacon(outage, path, '{"t":"pageview","p":"/"}');
    await refused(outage, path, answer, 503, "unavailable", "outage");
    expect(answer.body.error.message).toMatch(/nothing was stored/);
  });

  it.each(PATHS)("%s: 429 rate_limited with retry_after on the rate-limited Worker", async (path) => {
    const limited = targets().limited;
    if (limited === null) return;
    const answer = await untilLimited(limited, path, "beacon", {
      method: "POST",
      headers: { origin: SITE_ORIGIN, "content-type": "text/plain" },
      body: '{"t":"pageview","p":"/"}',
    });
    await refused(limited, path, answer, 429, "rate_limited", `429 ${path}`);
  });
});
