import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema (2020-12, as OpenAPI 3.1 uses it) of a contracts schema: `input` for what a
 * client sends, `output` for what the api answers (objects then allow no other fields).
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return jsonSchema;
}
