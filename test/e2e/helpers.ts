// Shared by the end-to-end files: the targets globalSetup started (or BASE=), and small HTTP helpers.

import { inject } from "vitest";
import type { E2ETarget } from "../support/global-e2e";

export const targets: E2ETarget[] = inject("targets");
export const rateLimitBase: string | null = inject("rateLimitBase");

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
