import { translatorFor } from '../testing/translator.js';
import { issueMessages, localizedIssues, messagesByField } from './validation-issue.js';
import { createOrderSchema, postageQuerySchema } from './order.schema.js';

const address = {
  street: 'Bahnhofstrasse 1',
  zip: '8000',
  city: 'Zürich',
  email: 'anna@example.ch',
};
const lines = [{ bookletId: 4, quantity: 2 }];

function messages(body: unknown, locale: 'de-CH' | 'en-US' = 'de-CH'): string[] {
  const result = createOrderSchema.safeParse(body, localizedIssues(translatorFor(locale)));
  return result.success ? [] : issueMessages(result.error);
}

describe('createOrderSchema', () => {
  it('refuses a NUL character in a text, which the database cannot store', () => {
    const person = { type: 'private', firstname: 'Anna', lastname: 'Muster', orderLines: lines };
    expect(messages({ ...person, ...address, city: 'Zü\u0000rich' })).toEqual(['Ort ist ungültig']);
    expect(messages({ ...person, ...address, salutation: '\u0000' })).toEqual([
      'Anrede ist ungültig',
    ]);
  });

  describe('a private order', () => {
    it('requires first and last name', () => {
      expect(
        messages({ type: 'private', company: 'Muster AG', ...address, orderLines: lines }),
      ).toEqual(['Vorname darf nicht leer sein.', 'Nachname darf nicht leer sein.']);
      expect(messages({ type: 'private', ...address, orderLines: lines }, 'en-US')).toEqual([
        'First name is required',
        'Last name is required',
      ]);
    });

    it('clears the company before it is stored', () => {
      const order = createOrderSchema.parse({
        type: 'private',
        company: 'Muster AG',
        firstname: 'Anna',
        lastname: 'Muster',
        ...address,
        orderLines: lines,
      });
      expect(order.company).toBe('');
    });
  });

  describe('a company order', () => {
    it('accepts a company name without names', () => {
      expect(
        messages({ type: 'company', company: 'Muster AG', ...address, orderLines: lines }),
      ).toEqual([]);
    });

    it('accepts both names without a company name', () => {
      expect(
        messages({
          type: 'company',
          firstname: 'Anna',
          lastname: 'Muster',
          ...address,
          orderLines: lines,
        }),
      ).toEqual([]);
    });

    it('asks for the company or both names when all are empty', () => {
      expect(
        messages({ type: 'company', company: ' ', ...address, orderLines: lines }, 'en-US'),
      ).toEqual(['First name is required', 'Last name is required', 'Company is required']);
    });

    it('asks for the missing last name when only a first name and no company is given', () => {
      expect(
        messages({ type: 'company', firstname: 'Anna', ...address, orderLines: lines }),
      ).toEqual(['Nachname darf nicht leer sein.']);
    });

    it('keeps the company name', () => {
      const order = createOrderSchema.parse({
        type: 'company',
        company: 'Muster AG',
        ...address,
        orderLines: lines,
      });
      expect(order.company).toBe('Muster AG');
    });
  });

  it('requires street, zip, city and email and names every gap at once', () => {
    expect(
      messages({
        type: 'private',
        firstname: 'Anna',
        lastname: 'Muster',
        street: '',
        zip: '',
        city: '',
        email: '',
        orderLines: lines,
      }),
    ).toEqual([
      'Strasse darf nicht leer sein.',
      'PLZ darf nicht leer sein.',
      'Ort darf nicht leer sein.',
      'E-mail darf nicht leer sein.',
    ]);
  });

  it('checks zip and email formats; phone stays optional', () => {
    expect(
      messages(
        {
          type: 'private',
          firstname: 'A',
          lastname: 'B',
          ...address,
          zip: '0800',
          email: 'anna',
          orderLines: lines,
        },
        'en-US',
      ),
    ).toEqual(['Zip has to be a valid zip', 'Email must be a valid email-address']);
    expect(
      messages({
        type: 'private',
        firstname: 'A',
        lastname: 'B',
        ...address,
        phone: '',
        orderLines: lines,
      }),
    ).toEqual([]);
  });

  it('needs at least one line with 1 to 100 booklets as whole numbers', () => {
    const base = { type: 'private', firstname: 'A', lastname: 'B', ...address };
    expect(messages({ ...base, orderLines: [] })).toEqual([
      'Bitte mindestens ein Booklet auswählen',
    ]);
    expect(messages({ ...base, orderLines: [{ bookletId: 4, quantity: 0 }] })).toEqual([
      'Anzahl muss zwischen 1 und 100 liegen',
    ]);
    expect(messages({ ...base, orderLines: [{ bookletId: 4, quantity: 101 }] })).toEqual([
      'Anzahl muss zwischen 1 und 100 liegen',
    ]);
    expect(messages({ ...base, orderLines: [{ bookletId: 4, quantity: 1.5 }] })).toEqual([
      'Anzahl ist ungültig',
    ]);
    expect(messages({ ...base, orderLines: [{ bookletId: 4, quantity: 100 }] })).toEqual([]);
  });

  it('answers a body that is no object with the generic message', () => {
    expect(messages(null)).toEqual(['Formular ist nicht gültig']);
  });

  it('rejects an unknown order type', () => {
    expect(
      messages({ type: 'other', firstname: 'A', lastname: 'B', ...address, orderLines: lines }),
    ).toEqual(['Typ ist ungültig']);
  });
});

describe('postageQuerySchema', () => {
  it('reads the quantity from the query string', () => {
    expect(postageQuerySchema.parse({ quantity: '7' })).toEqual({ quantity: 7 });
    expect(postageQuerySchema.safeParse({ quantity: '-1' }).success).toBe(false);
    expect(postageQuerySchema.safeParse({ quantity: 'x' }).success).toBe(false);
  });
});

describe('messagesByField', () => {
  it("gives each field its first message in the reader's language, nothing for a valid value", () => {
    const body = { type: 'private', firstname: 'Anna', lastname: 'Muster', orderLines: lines };
    expect(
      messagesByField(createOrderSchema, { ...body, ...address }, translatorFor('de-CH')),
    ).toEqual({});
    expect(
      messagesByField(
        createOrderSchema,
        { ...body, ...address, email: 'anna', city: '' },
        translatorFor('en-US'),
      ),
    ).toEqual({ email: 'Email must be a valid email-address', city: 'City is required' });
  });
});
