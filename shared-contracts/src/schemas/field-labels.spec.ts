import { z } from 'zod';
import * as schemas from './index.js';
import { fieldOfPath } from './validation-issue.js';

/** The property names of an object schema, also inside arrays, unions, pipes and wrappers. */
function propertyNames(schema: z.core.$ZodType, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const inner = ['innerType', 'element', 'in', 'out', 'schema']
    .map((key) => def[key])
    .filter((value): value is z.core.$ZodType => typeof value === 'object' && value !== null);
  const options = (def.options as z.core.$ZodType[] | undefined) ?? [];
  const shape = (def.shape as Record<string, z.core.$ZodType> | undefined) ?? {};
  return [
    ...Object.keys(shape),
    ...Object.values(shape).flatMap((child) => propertyNames(child, seen)),
    ...[...inner, ...options].flatMap((child) => propertyNames(child, seen)),
  ];
}

const requestSchemas = Object.entries(schemas as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('field labels', () => {
  it.each(requestSchemas)(
    '%s names every field it can complain about in the catalogue',
    (_name, schema) => {
      const unlabelled = propertyNames(schema).filter((name) => !fieldOfPath([name]));
      expect(unlabelled).toEqual([]);
    },
  );
});
