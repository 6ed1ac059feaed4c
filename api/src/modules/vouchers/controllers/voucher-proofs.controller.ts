import {
  Controller,
  Get,
  Param,
  Post,
  Req,
  Res,
  StreamableFile,
  UploadedFile,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission, type VoucherProofs } from '@gb/contracts';
import { voucherProofsAnswerSchema } from '@gb/contracts/answers';
import type { Request, Response } from 'express';

import {
  type AuthenticatedUser,
  CurrentUser,
  RequirePermission,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { AttachmentPreviewService } from '../../files/previews/attachment-preview.service.js';
import type { UploadedFileBytes } from '../../files/uploads/uploaded-file.js';
import { VoucherProofsService } from '../services/voucher-proofs.service.js';
import { attachmentDownload, STORED_FILE_TYPES } from './attachment-download.js';
import { PREVIEW_TYPES, sendAttachmentPreview } from './send-attachment-preview.js';
import { PROOF_FIELD, VoucherFileUpload } from './voucher-file-upload.decorator.js';

/** The print proof (GzD) of a voucher: versions, who decided what on them, last year's beside. */
@ApiTags('vouchers')
@RequirePermission(Permission.Company)
@Controller('voucher')
export class VoucherProofsController {
  constructor(
    private readonly proofs: VoucherProofsService,
    private readonly previews: AttachmentPreviewService,
  ) {}

  @Get(':id/proof')
  @ApiOperation({
    summary:
      'The proof versions, newest first, each with uploader, checksum and the decisions on it; ' +
      "beside them last year's (the voucher this one was copied from)",
  })
  @ApiContract({ answer: voucherProofsAnswerSchema })
  list(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherProofs> {
    return this.proofs.list(user, id);
  }

  @Post(':id/proof')
  @RequirePermission(Permission.GraphicDesigner, Permission.Franchisee)
  @VoucherFileUpload(PROOF_FIELD, voucherProofsAnswerSchema)
  @ApiOperation({
    summary:
      'A new proof version (a PDF or an image by its content, 400 otherwise; 413 beyond the ' +
      'upload limit; 409 once the voucher is finished or deleted)',
  })
  upload(
    @Param('id', IdPipe) id: number,
    @UploadedFile() file: UploadedFileBytes | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<VoucherProofs> {
    return this.proofs.upload(user, id, file);
  }

  @Get(':id/proof/:proofId/file')
  @ApiOperation({ summary: "A proof version's file as a download (this voucher's or last year's)" })
  @ApiContract({ answer: STORED_FILE_TYPES })
  async file(
    @Param('id', IdPipe) id: number,
    @Param('proofId', IdPipe) proofId: number,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { attachment, bytes } = await this.proofs.file(user, id, proofId);
    return attachmentDownload(attachment, bytes, res);
  }

  @Get(':id/proof/:proofId/preview')
  @ApiOperation({
    summary:
      "A raster preview of a proof version (this voucher's or last year's): an image proof in " +
      "the large media size, a PDF's first page drawn into 1200 px as WebP; 404 when it has none " +
      '(`hasPreview` of the version says so beforehand)',
  })
  @ApiContract({ answer: PREVIEW_TYPES })
  async preview(
    @Param('id', IdPipe) id: number,
    @Param('proofId', IdPipe) proofId: number,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const attachment = await this.proofs.attachmentOf(user, id, proofId);
    await sendAttachmentPreview(this.previews, attachment, req, res);
  }
}
