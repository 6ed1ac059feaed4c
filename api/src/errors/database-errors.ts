import type { DataSource } from 'typeorm';

import { RegionErrorCode } from '../modules/regions/exceptions/region.exception.js';
import { UserErrorCode } from '../modules/users/exceptions/user.exception.js';
import { CommonErrorCode } from './common.exception.js';
import type { ErrorCode } from './error-responses.js';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
/**
 * Text PostgreSQL cannot take (a NUL character, a broken byte sequence, text that is no number
 * where one is compared). Bodies are validated before; these come from query strings and paths.
 * A number out of range or a text longer than its column stays a 500: the schemas and the
 * columns disagree (the schema/column unit test keeps them equal).
 */
const REFUSED_VALUES = new Set(['22021', '22P02']);

/**
 * What a client hears when a unique or foreign-key constraint on `table.column` refuses its
 * request; constraints not named here answer the generic "already exists" (409) or
 * "record does not exist" (400).
 */
export const CONSTRAINT_ERRORS: Record<string, ErrorCode> = {
  'app_user.email': UserErrorCode.USERNAME_TAKEN,
  'app_user.company_id': UserErrorCode.COMPANY_NOT_FOUND,
  'region.canonical': RegionErrorCode.CANONICAL_TAKEN,
};

/** `table.column` of every unique and foreign-key constraint, by the constraint's name. */
export type ConstraintColumns = ReadonlyMap<string, string>;

export function constraintColumns(dataSource: DataSource): ConstraintColumns {
  const columns = new Map<string, string>();
  for (const entity of dataSource.entityMetadatas) {
    const constraints = [
      ...entity.uniques.map((unique) => ({ name: unique.name, columns: unique.columns })),
      ...entity.foreignKeys.map((key) => ({ name: key.name, columns: key.columns })),
    ];
    for (const { name, columns: [column] = [] } of constraints) {
      if (column) columns.set(name, `${entity.tableName}.${column.databaseName}`);
    }
  }
  return columns;
}

interface DriverError {
  code?: unknown;
  constraint?: unknown;
}

/** The error code for a database refusal the request caused, or undefined for other failures. */
export function databaseErrorCode(
  error: unknown,
  columns: ConstraintColumns,
): ErrorCode | undefined {
  const driverError = (error as { driverError?: DriverError } | null)?.driverError;
  const code = driverError?.code;
  if (typeof code !== 'string') return undefined;
  if (REFUSED_VALUES.has(code)) return CommonErrorCode.BAD_REQUEST;
  if (code !== UNIQUE_VIOLATION && code !== FOREIGN_KEY_VIOLATION) return undefined;
  const column = columns.get(String(driverError?.constraint));
  const named = column === undefined ? undefined : CONSTRAINT_ERRORS[column];
  if (named) return named;
  return code === UNIQUE_VIOLATION
    ? CommonErrorCode.ALREADY_EXISTS
    : CommonErrorCode.REFERENCE_NOT_FOUND;
}

/** Whether the error is a unique violation (callers that retry, e.g. a taken canonical). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { driverError?: DriverError } | null)?.driverError?.code === UNIQUE_VIOLATION;
}
