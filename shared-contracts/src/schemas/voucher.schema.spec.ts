import type { z } from 'zod';
import { NotificationType, VoucherStateClass } from '../enums.js';
import { translatorFor } from '../testing/translator.js';
import { issueMessages, localizedIssues } from './validation-issue.js';
import { commentSchema, voucherAddressSchema, voucherListQuerySchema } from './voucher.schema.js';

function messages(schema: z.ZodType, body: unknown, locale: 'de-CH' | 'en-US' = 'de-CH'): string[] {
  const result = schema.safeParse(body, localizedIssues(translatorFor(locale)));
  return result.success ? [] : issueMessages(result.error);
}

describe('voucherAddressSchema', () => {
  it('accepts a position in Switzerland or none at all', () => {
    expect(messages(voucherAddressSchema, { city: 'Aarau', lon: 8.044, lat: 47.392 })).toEqual([]);
    expect(messages(voucherAddressSchema, { city: 'Aarau', lon: null, lat: null })).toEqual([]);
    expect(messages(voucherAddressSchema, {})).toEqual([]);
  });

  it('refuses a position outside Switzerland in both languages', () => {
    expect(messages(voucherAddressSchema, { lon: 2.35, lat: 48.85 })).toEqual([
      'Längengrad muss in der Schweiz liegen',
      'Breitengrad muss in der Schweiz liegen',
    ]);
    expect(messages(voucherAddressSchema, { lon: 2.35, lat: 47 }, 'en-US')).toEqual([
      'Longitude must lie inside Switzerland',
    ]);
  });

  it('wants both coordinates or neither', () => {
    expect(messages(voucherAddressSchema, { lon: 8.04, lat: null }, 'en-US')).toEqual([
      'Latitude is required',
    ]);
  });
});

describe('commentSchema', () => {
  it('keeps a comment mailed to the company visible to it', () => {
    const comment = { title: 'Bild', text: 'Bitte Logo senden' };
    expect(
      messages(commentSchema, { ...comment, notificationType: NotificationType.Customer }),
    ).toEqual(['Ein Kommentar an den Betrieb muss für den Betrieb sichtbar sein']);
    expect(
      messages(commentSchema, {
        ...comment,
        notificationType: NotificationType.Customer,
        isCustomerVisible: true,
      }),
    ).toEqual([]);
  });
});

describe('voucherListQuerySchema', () => {
  it('reads the filters of a query string', () => {
    expect(
      voucherListQuerySchema.parse({
        archived: 'false',
        bookletId: '3',
        stateClass: 'Draft,WaitingForApproval',
        favorite: 'true',
        fulltext: ' pizza ',
        pageSize: '50',
      }),
    ).toEqual({
      archived: false,
      bookletId: 3,
      stateClass: [VoucherStateClass.Draft, VoucherStateClass.WaitingForApproval],
      favorite: true,
      fulltext: 'pizza',
      pageSize: 50,
    });
  });

  it('names the parameter that is wrong', () => {
    expect(messages(voucherListQuerySchema, { pageSize: '100000' }, 'en-US')).toEqual([
      'Page size is invalid',
    ]);
    expect(messages(voucherListQuerySchema, { stateClass: 'Lost' }, 'en-US')).toEqual([
      'State is invalid',
    ]);
  });
});
