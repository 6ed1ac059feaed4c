import { applyDecorators, HttpStatus, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { bookletAnswerSchema } from '@gb/contracts/answers';

import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';

/** A multipart upload of one file in `field`, answered with the booklet (201). */
export function BookletFileUpload(field: string) {
  return applyDecorators(
    ApiContract({ answer: bookletAnswerSchema, status: HttpStatus.CREATED }),
    UseInterceptors(FileInterceptor(field)),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: { type: 'object', properties: { [field]: { type: 'string', format: 'binary' } } },
    }),
  );
}
