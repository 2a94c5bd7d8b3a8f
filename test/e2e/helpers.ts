// Shared by the end-to-end files: the targets globalSetup started (or BASE=), and small HTTP helpers.

import { describe, inject } from "vitest";
import type { E2ETarget } from "../support/global-e2e";

/** The targets this run serves. */
export const targets: E2ETarget[] = inject("targets");
/** Targets this run leaves out (the real site copy without the shared folder; in CI's second pass, the rest). */
export const absentTargets: string[] = inject("absentTargets");
export const rateLimitBase: string | null = inject("rateLimitBase");

/**
 * `describe.each` over the targets ("$name" in the title is the target's name), and the same tests registered as
 * skipped for each absent target, so a run shows what it left out and its record (run-record.ts) lists the file for
 * the run that has that target. The skipped tests never run: their target's URLs point nowhere.
 */
export function describeEachTarget(title: string, body: (target: E2ETarget) => void): void {
  for (const target of targets) describe(title.replace("$name", target.name), () => body(target));
  for (const name of absentTargets) {
    const placeholder: E2ETarget = { name, base: "http://absent.invalid", site: null, local: false };
    // The same title as when the target runs, so the two passes of CI name each test alike (.ci/run compares them).
    describe.skip(title.replace("$name", name), () => body(placeholder));
  }
}

export interface JsonReply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function getJson<T = Record<string, unknown>>(url: string, init?: RequestInit): Promise<JsonReply<T>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  let body: T;
  try {
    body = (text === "" ? null : JSON.parse(text)) as T;
  } catch {
    throw new Error(`${init?.method ?? "GET"} ${url} → ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body, text };
}
