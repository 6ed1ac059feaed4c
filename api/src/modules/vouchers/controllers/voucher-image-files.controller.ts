import { Controller, Get, Param, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MediaSize, Permission, type VoucherImageMeta } from '@gb/contracts';
import { voucherImageMetaAnswerSchema } from '@gb/contracts/answers';
import { imageQuerySchema } from '@gb/contracts/schemas';
import type { Request, Response } from 'express';

import {
  type AuthenticatedUser,
  CurrentUser,
  RequirePermission,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { ZodValidationException } from '../../../common/zod-validation.exception.js';
import type { Attachment } from '../../files/entities/attachment.entity.js';
import { ImageDerivativesService } from '../../files/images/image-derivatives.service.js';
import { acceptedImageFormat } from '../../files/images/image-format.js';
import { sendImage } from '../../files/images/send-image.js';
import { AttachmentPreviewService } from '../../files/previews/attachment-preview.service.js';
import { VoucherErrorCode, VoucherException } from '../exceptions/voucher.exception.js';
import { VoucherImagesService } from '../services/voucher-images.service.js';
import { attachmentDownload, STORED_FILE_TYPES } from './attachment-download.js';
import { PREVIEW_TYPES, sendAttachmentPreview } from './send-attachment-preview.js';

/**
 * What the voucher detail shows of the voucher's files, for whoever reaches the voucher (a
 * Company user its own company's only): name, size, pixels and hints, previews and downloads.
 */
@ApiTags('vouchers')
@RequirePermission(Permission.Company)
@Controller('voucher')
export class VoucherImageFilesController {
  constructor(
    private readonly images: VoucherImagesService,
    private readonly derivatives: ImageDerivativesService,
    private readonly previews: AttachmentPreviewService,
  ) {}

  @Get(':id/image/:imageId/meta')
  @ApiOperation({
    summary:
      "A voucher image's name, bytes, type, pixels and hints (under 2100 px high or 1200 px wide, not jpg/bmp/png)",
  })
  @ApiContract({ answer: voucherImageMetaAnswerSchema })
  imageMeta(
    @Param('id', IdPipe) id: number,
    @Param('imageId', IdPipe) imageId: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherImageMeta> {
    return this.images.imageMeta(user, id, imageId);
  }

  @Get(':id/image/:imageId')
  @ApiOperation({
    summary: 'One of the voucher images (complete, front, back or further) in a media size',
  })
  @ApiContract({ query: imageQuerySchema, answer: 'image/*' })
  async image(
    @Param('id', IdPipe) id: number,
    @Param('imageId', IdPipe) imageId: number,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.sendPreview(await this.images.imageOf(user, id, imageId), req, res);
  }

  @Get(':id/company-logo/:attachmentId/meta')
  @ApiOperation({
    summary:
      "The logo's name, bytes, type, pixels (none for PDF, EPS and AI), hints (raster under 800 px " +
      'wide) and whether it has a raster preview',
  })
  @ApiContract({ answer: voucherImageMetaAnswerSchema })
  logoMeta(
    @Param('id', IdPipe) id: number,
    @Param('attachmentId', IdPipe) attachmentId: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherImageMeta> {
    return this.images.logoMeta(user, id, attachmentId);
  }

  @Get(':id/company-logo/:attachmentId/file')
  @ApiOperation({ summary: 'The logo as uploaded, as a download (SVG, EPS and AI included)' })
  @ApiContract({ answer: STORED_FILE_TYPES })
  async logoFile(
    @Param('id', IdPipe) id: number,
    @Param('attachmentId', IdPipe) attachmentId: number,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const attachment = await this.images.logoOf(user, id, attachmentId);
    return attachmentDownload(attachment, await this.images.bytes(attachment), res);
  }

  @Get(':id/company-logo/:attachmentId/preview')
  @ApiOperation({
    summary:
      'A raster preview of the logo: a raster or SVG logo in the large media size, a PDF or AI ' +
      "logo's first page drawn into 1200 px as WebP, an EPS logo's embedded preview; 404 when it " +
      'has none (`hasPreview` of the meta says so beforehand)',
  })
  @ApiContract({ answer: PREVIEW_TYPES })
  async logoPreview(
    @Param('id', IdPipe) id: number,
    @Param('attachmentId', IdPipe) attachmentId: number,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const attachment = await this.images.logoOf(user, id, attachmentId);
    await sendAttachmentPreview(this.previews, attachment, req, res);
  }

  @Get(':id/company-logo/:attachmentId')
  @ApiOperation({
    summary:
      'A raster preview of the logo in a media size (an SVG drawn as JPG); 404 for EPS and AI',
  })
  @ApiContract({ query: imageQuerySchema, answer: 'image/*' })
  async logo(
    @Param('id', IdPipe) id: number,
    @Param('attachmentId', IdPipe) attachmentId: number,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.sendPreview(await this.images.logoOf(user, id, attachmentId), req, res);
  }

  /** An SVG original is drawn as JPG too: the page never shows an uploaded SVG itself. */
  private async sendPreview(attachment: Attachment, req: Request, res: Response): Promise<void> {
    const query = imageQuerySchema.safeParse(req.query);
    if (!query.success) throw new ZodValidationException(imageQuerySchema, req.query);
    if (!attachment.mime.startsWith('image/')) {
      throw new VoucherException(VoucherErrorCode.IMAGE_NOT_FOUND);
    }
    const size = query.data.size ?? MediaSize.Orig;
    const image = await this.derivatives.image(attachment, size, acceptedImageFormat(req));
    if (!image) throw new VoucherException(VoucherErrorCode.IMAGE_NOT_FOUND);
    sendImage(
      req,
      res,
      image,
      { attachmentId: attachment.id, size },
      { privateToCaller: true, byAccept: true },
    );
  }
}
