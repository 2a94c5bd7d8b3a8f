// Every REST answer a contract test sees is checked against the OpenAPI document the same Worker serves
// (GET /openapi.json): the path template it matches, its method, its status and its JSON body schema.
// OpenAPI 3.1 schemas are JSON Schema 2020-12, so ajv compiles them as they are, `#/components/...`
// references included.

import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expect } from "vitest";
import type { ContractTarget } from "./global-contract";
import { type Answer, get } from "./http";

interface OpenApiDocument {
  readonly paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>>;
  readonly components?: Record<string, unknown>;
}

interface Compiled {
  readonly document: OpenApiDocument;
  readonly ajv: Ajv2020;
  readonly validators: Map<string, ValidateFunction>;
}

const byBase = new Map<string, Promise<Compiled>>();

async function compiled(target: ContractTarget): Promise<Compiled> {
  let pending = byBase.get(target.base);
  if (!pending) {
    pending = (async () => {
      const answer = await get(target, "/openapi.json");
      expect(answer.status, "GET /openapi.json").toBe(200);
      const document = answer.body as OpenApiDocument;
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats(ajv);
      // The whole document under one id, so "#/components/schemas/X" references resolve from any operation.
      ajv.addSchema({ ...document, $id: "openapi" } as object);
      return { document, ajv, validators: new Map() };
    })();
    byBase.set(target.base, pending);
  }
  return pending;
}

/** The documented path template a concrete path falls under ("/entries/x402.json" → "/entries/{id}.json"). */
export function templateFor(paths: readonly string[], path: string): string | null {
  const segments = path.split("?")[0]!.split("/");
  let best: { template: string; literal: number } | null = null;
  for (const template of paths) {
    const parts = template.split("/");
    if (parts.length !== segments.length) continue;
    let literal = 0;
    const matches = parts.every((part, i) => {
      const segment = segments[i]!;
      const variable = /^\{\w+\}(\.json)?$/.exec(part);
      if (!variable) {
        if (part !== segment) return false;
        literal++;
        return true;
      }
      if (!variable[1]) return segment !== "";
      // "{id}.json" is more specific than "{id}" for a segment that has the suffix.
      literal += 0.5;
      return segment.endsWith(".json") && segment.length > 5;
    });
    // Literal segments win over variables ("/content/{type}/{id}" vs a fixed path of the same length).
    if (matches && (best === null || literal > best.literal)) best = { template, literal };
  }
  return best?.template ?? null;
}

/**
 * Fails unless `answer` is what the target's OpenAPI document promises for `method path`: the path and
 * status are documented, and a JSON body validates against that response's schema.
 */
export async function expectDocumented(target: ContractTarget, method: string, path: string, answer: Answer): Promise<void> {
  const { document, ajv, validators } = await compiled(target);
  const template = templateFor(Object.keys(document.paths), path);
  expect(template, `${method} ${path}: no path of /openapi.json matches`).not.toBeNull();
  const operation = document.paths[template!]![method.toLowerCase()];
  expect(operation, `${method} ${template}: not documented`).toBeDefined();
  const status = String(answer.status);
  const responses = operation!.responses ?? {};
  const key = [status, `${status[0]}XX`, "default"].find((name) => responses[name] !== undefined);
  expect(key, `${method} ${template} → ${status}: status not documented`).toBeDefined();
  const response = responses[key!]!;
  if (answer.text === "" || answer.body === null) return;
  const media = Object.keys(response.content ?? {}).find((type) => type.includes("json"));
  expect(media, `${method} ${template} → ${status}: no JSON body documented`).toBeDefined();
  const escape = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");
  const pointer = `openapi#/paths/${escape(template!)}/${method.toLowerCase()}/responses/${key}/content/${escape(media!)}/schema`;
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.getSchema(pointer);
    expect(validate, `${pointer}: no schema`).toBeDefined();
    validators.set(pointer, validate!);
  }
  const valid = validate!(answer.body);
  expect(valid, `${method} ${path} → ${status} does not match /openapi.json: ${JSON.stringify(validate!.errors).slice(0, 1_500)}`).toBe(
    true,
  );
}

/** GET a path and check the answer against the OpenAPI document in one step. */
export async function getDocumented(target: ContractTarget, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const answer = await get(target, path, headers);
  await expectDocumented(target, "GET", path, answer);
  return answer;
}
