// The JSON Schema subset the tool definitions use. Published as-is in tools/list, the server cards and
// the OpenAPI document; validated by ./validate.ts (no code generation: Workers forbid eval).

export type JsonType = "object" | "array" | "string" | "integer" | "number" | "boolean" | "null";
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface JsonSchema {
  readonly type?: JsonType | readonly JsonType[];
  readonly title?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly items?: JsonSchema;
  readonly enum?: readonly (string | number | boolean | null)[];
  readonly const?: string | number | boolean | null;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly default?: JsonValue;
  readonly examples?: readonly JsonValue[];
  readonly anyOf?: readonly JsonSchema[];
  readonly format?: string;
}
