import { Injectable, type PipeTransform } from '@nestjs/common';
import { MAX_RECORD_ID } from '@gb/contracts';

import { CommonErrorCode, CommonException } from '../errors/common.exception.js';

/**
 * A record id in the path: anything but a whole number is a bad request (400); a whole number
 * no record can have (below 1, or beyond the database's integers) is not found (404) rather
 * than a question the database could not answer.
 */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^-?\d+$/.test(value)) throw new CommonException(CommonErrorCode.BAD_REQUEST);
    const id = Number(value);
    if (id < 1 || id > MAX_RECORD_ID) throw new CommonException(CommonErrorCode.NOT_FOUND);
    return id;
  }
}
