// What each state answers at a given time, and its label: live up to the TTL and the back-off's grace, stale while
// the site fails (with when the copy was fetched), an error once the copy is older than a week, the sample when
// nothing good is held.
import { describe, expect, it } from "vitest";
import { answer } from "../../../src/catalog/life/answer";
import { EMPTY, type Life } from "../../../src/catalog/life/states";
import { FAILURE_RETRY_MS, MAX_STALE_MS } from "../../../src/catalog/store-state";
import { catalogueOf, heldFrom, indexVersions, longformVersions } from "./site-versions";

const TTL = 600_000;
const T0 = 1_800_000_000_000;
const [V0] = indexVersions(1);
const [L0] = longformVersions();
const held = heldFrom(V0!, L0!, T0);
const SAMPLE = catalogueOf(V0!, null);
const sample = () => SAMPLE;
const at = (ms: number) => new Date(ms).toISOString();

describe("answer", () => {
  it("a live copy is live until the TTL and the back-off's grace have passed, then stale", () => {
    const life: Life = { kind: "live", held, checkedAt: T0 };
    expect(answer(life, T0 + TTL + FAILURE_RETRY_MS - 1, TTL, sample)).toEqual({
      ok: true,
      value: { catalogue: held.catalogue, label: { source: "live", generated: V0!.generated, fetched_at: at(T0) } },
    });
    const late = answer(life, T0 + TTL + FAILURE_RETRY_MS, TTL, sample);
    expect(late.ok && late.value.label).toMatchObject({ source: "stale", fetched_at: at(T0) });
  });

  it("a stale copy says when it was fetched, for up to MAX_STALE_MS; older, a clear upstream_error", () => {
    const life: Life = { kind: "stale", held, checkedAt: T0 + TTL };
    const stale = answer(life, T0 + MAX_STALE_MS, TTL, sample);
    expect(stale.ok && stale.value.label).toEqual({
      source: "stale",
      generated: V0!.generated,
      fetched_at: at(T0),
      notice: `The directory site could not be reached just now; this is the last good copy, fetched ${at(T0)}.`,
    });
    const old = answer(life, T0 + MAX_STALE_MS + 1, TTL, sample);
    expect(!old.ok && old.problem).toMatchObject({ code: "upstream_error", message: expect.stringMatching(/too old to serve/) });
  });

  it("with nothing good held, the sample, labelled so; it is built only then", () => {
    let built = 0;
    const counted = () => (built++, SAMPLE);
    for (const life of [EMPTY, { kind: "sample", checkedAt: T0 } satisfies Life]) {
      const result = answer(life, T0, TTL, counted);
      expect(result.ok && result.value).toMatchObject({ catalogue: SAMPLE, label: { source: "sample", fetched_at: null } });
    }
    expect(built).toBe(2);
    answer({ kind: "live", held, checkedAt: T0 }, T0, TTL, counted);
    expect(built).toBe(2);
  });

  it("says when the long-form index could not be loaded, entries being complete", () => {
    const partial = { ...held, catalogue: catalogueOf(V0!, null) };
    const result = answer({ kind: "live", held: partial, checkedAt: T0 }, T0, TTL, sample);
    expect(result.ok && result.value.label.notice).toMatch(/long-form index .* could not be loaded/);
  });
});
