import { HttpException } from '@nestjs/common';

/**
 * An error whose message comes from the contracts catalogue: the filter renders `key`
 * with `params` in the request's locale.
 */
export class ApiException extends HttpException {
  constructor(
    status: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key, status);
  }
}
