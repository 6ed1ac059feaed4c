import { NotFoundException } from '@nestjs/common';
import { z } from 'zod';

import { ApiException } from './api-exception.js';
import { API_MESSAGE } from './api-message-keys.js';
import { renderError } from './render-error.js';
import { ZodValidationException } from './zod-validation.exception.js';

describe(renderError.name, () => {
  it('renders a catalogue message with its parameters in the request locale', () => {
    const missing = new ApiException(404, API_MESSAGE.textBlockNotFound, { canonical: 'corona' });
    expect(renderError(missing, 'de-CH')).toEqual({
      statusCode: 404,
      message: 'Text-Block nicht gefunden: corona',
    });
    expect(renderError(missing, 'en-US')).toEqual({
      statusCode: 404,
      message: 'Text block not found: corona',
    });
  });

  it('gives a bare HTTP error the message of its status', () => {
    expect(renderError(new NotFoundException(), 'en-US')).toEqual({
      statusCode: 404,
      message: 'Not found',
    });
  });

  it('answers a failed schema with 400 and one localized message per problem', () => {
    const schema = z.object({ name: z.string(), zip: z.string() });
    const body = renderError(new ZodValidationException(schema, { zip: 8000 }), 'de-CH');
    expect(body.statusCode).toBe(400);
    expect(body.message).toBe('Die Anfrage ist ungültig');
    expect(body.errors).toEqual(['Name darf nicht leer sein.', 'PLZ ist ungültig']);
    const english = renderError(new ZodValidationException(schema, { zip: 8000 }), 'en-US');
    expect(english.errors).toEqual(['Name is required', 'Zip is invalid']);
  });

  it('hides the details of an unexpected error behind the generic message', () => {
    expect(renderError(new TypeError('secret detail'), 'de-CH')).toEqual({
      statusCode: 500,
      message: 'Es ist ein Fehler aufgetreten',
    });
  });

  it('answers 400 when the database refuses a value the request brought, 500 for other failures', () => {
    const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      driverError: { code: '22021' },
    });
    expect(renderError(refused, 'en-US')).toEqual({
      statusCode: 400,
      message: 'The request is not valid',
    });
    const broken = Object.assign(new Error('relation "x" does not exist'), {
      driverError: { code: '42P01' },
    });
    expect(renderError(broken, 'en-US').statusCode).toBe(500);
  });
});
