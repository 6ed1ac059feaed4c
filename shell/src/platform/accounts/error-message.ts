import type { ErrorBody } from '@gb/contracts';

/** The api's message of a failed call, if it sent one. */
export function errorMessage(error: unknown): string | undefined {
  const data = (error as { data?: Partial<ErrorBody> } | undefined)?.data;
  return data?.errors?.join(' ') || data?.message;
}
