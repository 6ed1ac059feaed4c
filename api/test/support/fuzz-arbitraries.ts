import fc from 'fast-check';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

/** Strings an attacker tries: huge, NUL, control and RTL characters, markup, SQL, prototype keys. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'A'.repeat(1024 * 1024),
  'x'.repeat(256),
  'ä'.repeat(101),
  'a\u0000b',
  '\u0000',
  '\r\n\t',
  '\u202e\u200b\ufeff',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{loginHash}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00%zz',
  '1e309',
  '-0',
  '9'.repeat(40),
];

const HOSTILE_NUMBERS = [
  0,
  -1,
  1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  1e308,
  -1e308,
  0.5,
  Number.MAX_SAFE_INTEGER + 2,
];

/** A body sent as this text exactly (JSON no serialiser would write). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON nested `depth` levels deep, too deep to build as an object. */
const deeplyNested = (depth: number) =>
  new RawJson(`${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [[]], deeplyNested(50_000), new RawJson('{"a":')),
  fc.constant(JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {}}}')),
  fc.anything({ maxDepth: 3 }),
);

/** Values that fit a JSON Schema most of the time and break it in the ways clients do. */
export function fromSchema(schema: Schema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return hostileValue;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map(fromSchema), hostileValue);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), hostileValue);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), fc.string(), hostileValue);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const fields = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          fromSchema(property),
        ]),
      );
      return fc.oneof(
        { weight: 4, arbitrary: fc.record(fields, { requiredKeys: schema.required ?? [] }) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.record(fields), fc.dictionary(fc.string(), hostileValue, { maxKeys: 3 }))
            .map(([known, extra]) => ({ ...extra, ...known })),
        },
        { weight: 1, arbitrary: hostileValue },
      );
    }
    case 'array':
      return fc.oneof(fc.array(fromSchema(schema.items), { maxLength: 4 }), hostileValue);
    case 'string': {
      const limit = schema.maxLength ?? 300;
      return fc.oneof(
        fc.string({ maxLength: limit + 2 }),
        fc.string({ minLength: limit, maxLength: limit + 1 }),
        fc.emailAddress(),
        hostileValue,
      );
    }
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 200, 1e9) }),
        hostileValue,
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), hostileValue);
    case 'boolean':
      return fc.oneof(fc.boolean(), hostileValue);
    case 'null':
      return fc.oneof(fc.constant(null), hostileValue);
    default:
      return hostileValue;
  }
}

/** Query strings as browsers and attackers send them: known keys, repeats, empties, bad escapes. */
export function malformedQuery(parameters: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...parameters, 'x', '__proto__', 'a[b]', 'a[]', ''),
    fc.string({ maxLength: 8 }).map(encodeURIComponent),
  );
  const value = fc.oneof(
    fc.constantFrom('', '%00', '%zz', '%E0%A4%A', '-1', '0', '1e999', 'true', 'null', 'a,b,,c'),
    fc.constantFrom(...HOSTILE_STRINGS.slice(1, 2)).map(() => 'x'.repeat(8000)),
    fc.string({ maxLength: 20 }).map(encodeURIComponent),
  );
  return fc
    .array(fc.tuple(key, value), { minLength: 1, maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
}
