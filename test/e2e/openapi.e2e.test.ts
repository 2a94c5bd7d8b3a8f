// /openapi.json is a valid OpenAPI 3.1 document, and live responses match the schemas it publishes.

import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expect, it } from "vitest";
import { describeEachTarget, getJson } from "./helpers";

type Spec = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>> };

describeEachTarget("OpenAPI on $name", (target) => {
  it("validates, and describes what the server really answers", async () => {
    const { status, body } = await getJson(`${target.base}/openapi.json`);
    expect(status).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(body);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    const spec = validator.resolveRefs() as Spec;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);

    const list = await getJson<{ ids: string[] }>(`${target.base}/entries`);
    const content = await getJson<{ items: { type: string; id: string }[] }>(`${target.base}/content`);
    const id = list.body.ids[0]!;
    const item = content.body.items[0];
    const cases: [string, string, number][] = [
      ["/search", "/search?q=agent&limit=3", 200],
      ["/search", "/search?q=zzzzqqqq", 200],
      ["/search", "/search?q=x&limit=100", 400],
      ["/entries", "/entries", 200],
      ["/entries/{id}", `/entries/${id}`, 200],
      ["/entries/{id}.json", `/entries/${id}.json`, 200],
      ["/entries/{id}", "/entries/no-such-entry-anywhere", 404],
      ["/content", "/content?type=all", 200],
      ["/content", "/content?type=all&foo=1", 200],
      ["/categories", "/categories", 200],
      ["/health", "/health", 200],
      ["/", "/", 200],
      ["/stats", "/stats", 200],
    ];
    if (item) cases.push(["/content/{type}/{id}", `/content/${item.type}/${item.id}?include_html=1`, 200]);
    for (const [template, path, expected] of cases) {
      const reply = await getJson(`${target.base}${path}`);
      expect(reply.status, path).toBe(expected);
      const schema = spec.paths[template]?.get?.responses[String(expected)]?.content?.["application/json"]?.schema;
      expect(schema, `${template} ${expected} documented`).toBeDefined();
      const check = ajv.compile(schema!);
      expect(check(reply.body), `${path}: ${ajv.errorsText(check.errors)}`).toBe(true);
    }
  });
});
