import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** The named schemas met so far (`.meta({ id })` in the contracts): the document's components. */
const components = new Map<string, JsonSchema>();

const COMPONENTS = '#/components/schemas/';

/** `value` with each reference to a definition turned into one to its component. */
function referringToComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(referringToComponents);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
        ? [key, COMPONENTS + inner.slice('#/$defs/'.length)]
        : [key, referringToComponents(inner)],
    ),
  );
}

/**
 * The JSON Schema (2020-12, as OpenAPI 3.1 uses it) of a contracts schema: `input` for what a
 * client sends, `output` for what the api answers (objects then allow no other fields). A named
 * schema in it (`.meta({ id })`: `Booklet`, `BookletRequest`) becomes a reference to its
 * component (`#/components/schemas/Booklet`). A name stands for one shape: a schema read both
 * as input and as output, differently, is refused, so a client never gets two types of one name.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const {
    $schema: _dialect,
    $defs: definitions = {},
    ...jsonSchema
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  for (const [id, definition] of Object.entries(definitions)) {
    const component = referringToComponents(definition) as JsonSchema;
    const known = components.get(id);
    if (known && JSON.stringify(known) !== JSON.stringify(component)) {
      throw new Error(`The schema ${id} reads differently as ${io}; give each its own id`);
    }
    components.set(id, component);
  }
  return referringToComponents(jsonSchema) as JsonSchema;
}

/** Every named schema converted so far, by name. */
export function namedSchemas(): Record<string, JsonSchema> {
  return Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b)));
}
