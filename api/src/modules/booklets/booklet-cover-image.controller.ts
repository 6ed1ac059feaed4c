import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { imageQuerySchema } from '@gb/contracts/schemas';
import type { Request, Response } from 'express';
import { Repository } from 'typeorm';

import { type AuthenticatedUser, CurrentUser, Public } from '../../common/auth/index.js';
import { IdPipe } from '../../common/id.pipe.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { PublicImageService } from '../files/images/public-image.service.js';
import { Booklet } from './entities/booklet.entity.js';
import { PublicBookletsService } from './public-booklets.service.js';

@ApiTags('booklets')
@Controller('booklet')
export class BookletCoverImageController {
  constructor(
    @InjectRepository(Booklet) private readonly booklets: Repository<Booklet>,
    private readonly images: PublicImageService,
    private readonly publicBooklets: PublicBookletsService,
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
}
