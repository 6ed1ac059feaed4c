import { applyDecorators, HttpStatus, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { z } from 'zod';

import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';

/** The multipart field of an uploaded voucher image or logo (spec section 7). */
export const IMAGE_FILE_FIELD = 'ImageFile';
/** The multipart field of an uploaded print proof (GzD). */
export const PROOF_FIELD = 'Proof';

/** A multipart upload of one file in `field`, answered with `answer` (201). */
export function VoucherFileUpload(field: string, answer: z.ZodType) {
  return applyDecorators(
    ApiContract({ answer, status: HttpStatus.CREATED }),
    UseInterceptors(FileInterceptor(field)),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: { type: 'object', properties: { [field]: { type: 'string', format: 'binary' } } },
    }),
  );
}
