import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** The named schemas met so far (`.meta({ id })` in the contracts): the document's components. */
const components = new Map<string, JsonSchema>();

const COMPONENTS = '#/components/schemas/';

/** `value` with each reference to a definition turned into one to the component `name(id)`. */
function referringToComponents(value: unknown, name: (id: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => referringToComponents(item, name));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
        ? [key, COMPONENTS + name(inner.slice('#/$defs/'.length))]
        : [key, referringToComponents(inner, name)],
    ),
  );
}

/**
 * The JSON Schema (2020-12, as OpenAPI 3.1 uses it) of a contracts schema: `input` for what a
 * client sends, `output` for what the api answers (objects then allow no other fields). A named
 * schema in it becomes a reference to its component (`#/components/schemas/Booklet`); what a
 * client sends of one is named apart (`BookletInput`), as it may differ.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const {
    $schema: _dialect,
    $defs: definitions = {},
    ...jsonSchema
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  const name = (id: string) => (io === 'output' ? id : `${id}Input`);
  for (const [id, definition] of Object.entries(definitions)) {
    components.set(name(id), referringToComponents(definition, name) as JsonSchema);
  }
  return referringToComponents(jsonSchema, name) as JsonSchema;
}

/** Every named schema converted so far, by name. */
export function namedSchemas(): Record<string, JsonSchema> {
  return Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b)));
}
