import { NotFoundException } from '@nestjs/common';
import { z } from 'zod';

import {
  IdempotencyErrorCode,
  IdempotencyException,
} from '../common/idempotency/idempotency.exception.js';
import { ZodValidationException } from '../common/zod-validation.exception.js';
import {
  TextBlockErrorCode,
  TextBlockException,
} from '../modules/text-blocks/exceptions/text-block.exception.js';
import { UserErrorCode } from '../modules/users/exceptions/user.exception.js';
import { CommonErrorCode } from './common.exception.js';
import { ERROR_RESPONSES } from './error-responses.js';
import { renderError } from './render-error.js';

const driverError = (code: string, constraint?: string) =>
  Object.assign(new Error('query failed'), { driverError: { code, constraint } });

describe(renderError.name, () => {
  it('renders a domain code with its parameters in the request locale', () => {
    const missing = new TextBlockException(TextBlockErrorCode.NOT_FOUND, { canonical: 'corona' });
    expect(renderError(missing, 'de-CH')).toEqual({
      statusCode: 404,
      message: 'Text-Block nicht gefunden: corona',
    });
    expect(renderError(missing, 'en-US')).toEqual({
      statusCode: 404,
      message: 'Text block not found: corona',
    });
  });

  it('answers the status the code is mapped to', () => {
    expect(renderError(new IdempotencyException(IdempotencyErrorCode.KEY_REUSED), 'en-US')).toEqual(
      {
        statusCode: 422,
        message: 'This Idempotency-Key was already used for another request',
      },
    );
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
    expect(body).toEqual({
      statusCode: 400,
      message: 'Die Anfrage ist ungültig',
      errors: ['Name darf nicht leer sein.', 'PLZ ist ungültig'],
    });
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
    expect(renderError(driverError('22021'), 'en-US')).toEqual({
      statusCode: 400,
      message: 'The request is not valid',
    });
    expect(renderError(driverError('42P01'), 'en-US').statusCode).toBe(500);
  });

  it('maps a named constraint to its message, others to 409 and 400', () => {
    const constraints = new Map([
      ['UQ_email', 'app_user.email'],
      ['FK_company', 'app_user.company_id'],
    ]);
    expect(renderError(driverError('23505', 'UQ_email'), 'en-US', constraints)).toEqual({
      statusCode: 409,
      message: 'This username is already taken',
    });
    expect(renderError(driverError('23503', 'FK_company'), 'de-CH', constraints)).toEqual({
      statusCode: 400,
      message: 'Diese Firma gibt es nicht',
    });
    expect(renderError(driverError('23505', 'UQ_other'), 'en-US', constraints)).toEqual({
      statusCode: 409,
      message: 'This entry already exists',
    });
    expect(renderError(driverError('23503', 'FK_other'), 'en-US', constraints)).toEqual({
      statusCode: 400,
      message: 'A record named in the request does not exist',
    });
  });

  it('maps every error code to a client error or the generic 500', () => {
    for (const [code, { status }] of Object.entries(ERROR_RESPONSES)) {
      const expected = code === CommonErrorCode.INTERNAL ? 500 : status;
      expect([code, status]).toEqual([code, expected]);
      expect(status < 500 || code === CommonErrorCode.INTERNAL).toBe(true);
    }
    expect(ERROR_RESPONSES[UserErrorCode.OUTRANKS_CALLER].status).toBe(403);
  });
});
