import { Controller, Delete, Get, Param, Post, Req, Res, UploadedFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Permission, type AttachmentMeta, type Booklet as BookletAnswer } from '@gb/contracts';
import { imageQuerySchema } from '@gb/contracts/schemas';
import { attachmentMetaAnswerSchema, bookletAnswerSchema } from '@gb/contracts/answers';
import type { Request, Response } from 'express';
import { Repository } from 'typeorm';

import {
  type AuthenticatedUser,
  CurrentUser,
  Public,
  RequirePermission,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { PublicImageService } from '../../files/images/public-image.service.js';
import type { UploadedFileBytes } from '../../files/uploads/uploaded-file.js';
import { Booklet } from '../entities/booklet.entity.js';
import { PublicBookletsService } from '../public-booklets.service.js';
import { BookletFilesService } from '../services/booklet-files.service.js';
import { BookletFileUpload } from './booklet-file-upload.decorator.js';

/** The multipart field of an uploaded cover image. */
export const COVER_IMAGE_FIELD = 'CoverImage';

@ApiTags('booklets')
@Controller('booklet')
export class BookletCoverImageController {
  constructor(
    @InjectRepository(Booklet) private readonly booklets: Repository<Booklet>,
    private readonly images: PublicImageService,
    private readonly publicBooklets: PublicBookletsService,
    private readonly files: BookletFilesService,
  ) {}

  @Public()
  @Get(':id/cover-image')
  @ApiContract({ query: imageQuerySchema, answer: 'image/*' })
  @ApiOperation({ summary: 'The booklet cover in a media size (storefront card)' })
  async cover(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const booklet = await this.booklets.findOne({
      where: { id },
      select: { id: true, coverImageId: true },
    });
    // Visitors see the covers of publicly visible booklets only; any logged-in user sees all.
    const visible =
      booklet !== null && (user !== undefined || (await this.publicBooklets.isPubliclyVisible(id)));
    await this.images.send(visible ? booklet.coverImageId : undefined, req, res);
  }

  @Post(':id/cover-image')
  @RequirePermission(Permission.Franchisee)
  @BookletFileUpload(COVER_IMAGE_FIELD)
  @ApiOperation({
    summary:
      'Upload the cover (JPG, PNG, BMP, GIF or WebP), replacing the former one; 413 if too large',
  })
  upload(
    @Param('id', IdPipe) id: number,
    @UploadedFile() file: UploadedFileBytes | undefined,
  ): Promise<BookletAnswer> {
    return this.files.replace(id, 'coverImageId', file);
  }

  @Delete(':id/cover-image')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'Remove the cover; Home shows the placeholder' })
  @ApiContract({ answer: bookletAnswerSchema })
  remove(@Param('id', IdPipe) id: number): Promise<BookletAnswer> {
    return this.files.remove(id, 'coverImageId');
  }

  @Get(':id/cover-image/:fileId/meta')
  @RequirePermission(Permission.Franchisee, Permission.GraphicDesigner)
  @ApiOperation({ summary: "The cover's file name, type, size and upload time" })
  @ApiContract({ answer: attachmentMetaAnswerSchema })
  meta(
    @Param('id', IdPipe) id: number,
    @Param('fileId', IdPipe) fileId: number,
  ): Promise<AttachmentMeta> {
    return this.files.meta(id, 'coverImageId', fileId);
  }
}
