import { Controller, Delete, Get, Param, Post, StreamableFile, UploadedFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission, type AttachmentMeta, type Booklet as BookletAnswer } from '@gb/contracts';
import { attachmentMetaAnswerSchema, bookletAnswerSchema } from '@gb/contracts/answers';

import { RequirePermission } from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import type { UploadedFileBytes } from '../../files/uploads/uploaded-file.js';
import { BookletFilesService } from '../services/booklet-files.service.js';
import { BookletFileUpload } from './booklet-file-upload.decorator.js';

/** The multipart field of an uploaded print file. */
export const PRINT_FILE_FIELD = 'GoodForPrinting';

/** The booklet's print file (good for printing): a PDF franchisees upload and designers read. */
@ApiTags('booklets')
@Controller('booklet')
export class BookletPrintFileController {
  constructor(private readonly files: BookletFilesService) {}

  @Post(':id/good-for-printing')
  @RequirePermission(Permission.Franchisee)
  @BookletFileUpload(PRINT_FILE_FIELD)
  @ApiOperation({
    summary:
      'Upload the print file, a PDF by its content, replacing the former one; 413 beyond the upload limit',
  })
  upload(
    @Param('id', IdPipe) id: number,
    @UploadedFile() file: UploadedFileBytes | undefined,
  ): Promise<BookletAnswer> {
    return this.files.replace(id, 'goodForPrintingId', file);
  }

  @Delete(':id/good-for-printing')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'Remove the print file' })
  @ApiContract({ answer: bookletAnswerSchema })
  remove(@Param('id', IdPipe) id: number): Promise<BookletAnswer> {
    return this.files.remove(id, 'goodForPrintingId');
  }

  @Get(':id/good-for-printing/:fileId/meta')
  @RequirePermission(Permission.Franchisee, Permission.GraphicDesigner)
  @ApiOperation({ summary: "The print file's name, type, size and upload time" })
  @ApiContract({ answer: attachmentMetaAnswerSchema })
  meta(
    @Param('id', IdPipe) id: number,
    @Param('fileId', IdPipe) fileId: number,
  ): Promise<AttachmentMeta> {
    return this.files.meta(id, 'goodForPrintingId', fileId);
  }

  @Get(':id/good-for-printing/:fileId')
  @RequirePermission(Permission.Franchisee, Permission.GraphicDesigner)
  @ApiOperation({ summary: 'Download the print file' })
  @ApiContract({ answer: 'application/pdf' })
  async download(
    @Param('id', IdPipe) id: number,
    @Param('fileId', IdPipe) fileId: number,
  ): Promise<StreamableFile> {
    const { bytes, originalName } = await this.files.printFile(id, fileId);
    const name = originalName.replace(/[^\w.\- ]/g, '_');
    return new StreamableFile(bytes, {
      type: 'application/pdf',
      disposition: `attachment; filename="${name}"`,
    });
  }
}
