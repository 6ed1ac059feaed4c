import { bookletListQuerySchema, cloneBookletSchema } from '@gb/contracts/schemas';

import { ContractValidationPipe } from './zod-validation.pipe.js';
import { ZodValidationException } from './zod-validation.exception.js';

describe(ContractValidationPipe.name, () => {
  const pipe = new ContractValidationPipe({
    body: cloneBookletSchema,
    query: bookletListQuerySchema,
  });

  it("parses the whole body and query with the contract's schemas", () => {
    expect(pipe.transform({ year: 2027, other: 1 }, { type: 'body' })).toEqual({ year: 2027 });
    expect(pipe.transform({ archived: 'true' }, { type: 'query' })).toEqual({ archived: 'true' });
  });

  it('refuses a body or query its schema refuses, with the schema for the field messages', () => {
    expect(() => pipe.transform({ year: 1999 }, { type: 'body' })).toThrow(ZodValidationException);
    expect(() => pipe.transform({ archived: 'yes' }, { type: 'query' })).toThrow(
      ZodValidationException,
    );
  });

  it('passes path parameters, single query values and a route without a body schema as they are', () => {
    expect(pipe.transform('7', { type: 'param', data: 'id' })).toBe('7');
    expect(pipe.transform('yes', { type: 'query', data: 'archived' })).toBe('yes');
    expect(new ContractValidationPipe({}).transform({ any: 1 }, { type: 'body' })).toEqual({
      any: 1,
    });
  });
});
