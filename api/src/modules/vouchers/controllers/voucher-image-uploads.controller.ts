import { Controller, Delete, Param, Post, UploadedFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission, type Voucher as VoucherAnswer } from '@gb/contracts';
import { voucherAnswerSchema } from '@gb/contracts/answers';

import {
  type AuthenticatedUser,
  CurrentUser,
  RequirePermission,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { ChangesPublicLists } from '../../../common/shared-state/changes-public-lists.decorator.js';
import type { UploadedFileBytes } from '../../files/uploads/uploaded-file.js';
import { VoucherImagesService } from '../services/voucher-images.service.js';
import { IMAGE_FILE_FIELD, VoucherFileUpload } from './voucher-file-upload.decorator.js';

const IMAGE_RULES =
  'a JPG, PNG, BMP, GIF or WebP decoded whole within the pixel cap (400 otherwise), 413 beyond the upload limit; ' +
  'while the caller may edit the voucher (403 otherwise)';

/** Staff and the voucher's company put the print images, the logo and further images here. */
@ApiTags('vouchers')
@RequirePermission(Permission.Company)
@Controller('voucher')
export class VoucherImageUploadsController {
  constructor(private readonly images: VoucherImagesService) {}

  @Post(':id/complete-image')
  @ChangesPublicLists()
  @VoucherFileUpload(IMAGE_FILE_FIELD, voucherAnswerSchema)
  @ApiOperation({
    summary: `Upload the complete voucher image, replacing the former one: ${IMAGE_RULES}`,
  })
  uploadComplete(
    @Param('id', IdPipe) id: number,
    @UploadedFile() file: UploadedFileBytes | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherAnswer> {
    return this.images.replace(user, id, 'completeImageAttachmentId', file);
  }

  @Delete(':id/complete-image')
  @ChangesPublicLists()
  @ApiOperation({ summary: 'Remove the complete voucher image' })
  @ApiContract({ answer: voucherAnswerSchema })
  removeComplete(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherAnswer> {
    return this.images.remove(user, id, 'completeImageAttachmentId');
  }

  @Post(':id/front-image')
  @ChangesPublicLists()
  @VoucherFileUpload(IMAGE_FILE_FIELD, voucherAnswerSchema)
  @ApiOperation({
    summary: `Upload the front of the voucher, replacing the former one: ${IMAGE_RULES}`,
  })
  uploadFront(
    @Param('id', IdPipe) id: number,
    @UploadedFile() file: UploadedFileBytes | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherAnswer> {
    return this.images.replace(user, id, 'frontImageAttachmentId', file);
  }

  @Delete(':id/front-image')
  @ChangesPublicLists()
  @ApiOperation({ summary: 'Remove the front of the voucher' })
  @ApiContract({ answer: voucherAnswerSchema })
  removeFront(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherAnswer> {
    return this.images.remove(user, id, 'frontImageAttachmentId');
  }

  @Post(':id/back-image')
  @ChangesPublicLists()
  @VoucherFileUpload(IMAGE_FILE_FIELD, voucherAnswerSchema)
  @ApiOperation({
    summary: `Upload the back of the voucher, replacing the former one: ${IMAGE_RULES}`,
  })
  uploadBack(
    @Param('id', IdPipe) id: number,
    @UploadedFile() file: UploadedFileBytes | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherAnswer> {
    return this.images.replace(user, id, 'backImageAttachmentId', file);
  }

  @Delete(':id/back-image')
  @ChangesPublicLists()
  @ApiOperation({ summary: 'Remove the back of the voucher' })
  @ApiContract({ answer: voucherAnswerSchema })
  removeBack(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherAnswer> {
    return this.images.remove(user, id, 'backImageAttachmentId');
  }

  @Post(':id/company-logo')
  @VoucherFileUpload(IMAGE_FILE_FIELD, voucherAnswerSchema)
  @ApiOperation({
    summary:
      'Upload the company logo, replacing the former one: AI, EPS or an SVG without scripts ' +
      '(kept as they are), or a raster image decoded whole; 400 otherwise, 413 beyond the upload limit',
  })
  uploadLogo(
    @Param('id', IdPipe) id: number,
    @UploadedFile() file: UploadedFileBytes | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherAnswer> {
    return this.images.replace(user, id, 'companyLogoAttachmentId', file);
  }

  @Delete(':id/company-logo')
  @ApiOperation({ summary: 'Remove the company logo' })
  @ApiContract({ answer: voucherAnswerSchema })
  removeLogo(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherAnswer> {
    return this.images.remove(user, id, 'companyLogoAttachmentId');
  }

  @Post(':id/image')
  @VoucherFileUpload(IMAGE_FILE_FIELD, voucherAnswerSchema)
  @ApiOperation({ summary: `Add a further image for the graphic designer: ${IMAGE_RULES}` })
  addImage(
    @Param('id', IdPipe) id: number,
    @UploadedFile() file: UploadedFileBytes | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherAnswer> {
    return this.images.addImage(user, id, file);
  }

  @Delete(':id/image')
  @ApiOperation({ summary: 'Remove every further image' })
  @ApiContract({ answer: voucherAnswerSchema })
  removeImages(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherAnswer> {
    return this.images.removeImages(user, id);
  }

  @Delete(':id/image/:imageId')
  @ApiOperation({ summary: "Remove one further image; 404 when it is not this voucher's" })
  @ApiContract({ answer: voucherAnswerSchema })
  removeImage(
    @Param('id', IdPipe) id: number,
    @Param('imageId', IdPipe) imageId: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherAnswer> {
    return this.images.removeImage(user, id, imageId);
  }
}
