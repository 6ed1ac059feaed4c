import { Controller, Get, Param, ParseIntPipe, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { Repository } from 'typeorm';

import { Public } from '../../common/auth/public.decorator.js';
import { PublicImageService } from '../files/images/public-image.service.js';
import { Voucher } from './entities/voucher.entity.js';

type VoucherImageColumn =
  'completeImageAttachmentId' | 'frontImageAttachmentId' | 'backImageAttachmentId';

/** The printed voucher's images for the storefront card (complete) and slideshow (front, back). */
@ApiTags('vouchers')
@ApiQuery({ name: 'size', required: false, enum: [0, 10, 20, 30] })
@ApiQuery({ name: 'cache', required: false, description: 'the attachment id; makes it immutable' })
@Controller('voucher')
export class VoucherImagesController {
  constructor(
    @InjectRepository(Voucher) private readonly vouchers: Repository<Voucher>,
    private readonly images: PublicImageService,
  ) {}

  @Public()
  @Get(':id/complete-image')
  @ApiOperation({ summary: 'The complete voucher image in a media size' })
  complete(@Param('id', ParseIntPipe) id: number, @Req() req: Request, @Res() res: Response) {
    return this.send(id, 'completeImageAttachmentId', req, res);
  }

  @Public()
  @Get(':id/front-image')
  @ApiOperation({ summary: 'The front of the voucher in a media size' })
  front(@Param('id', ParseIntPipe) id: number, @Req() req: Request, @Res() res: Response) {
    return this.send(id, 'frontImageAttachmentId', req, res);
  }

  @Public()
  @Get(':id/back-image')
  @ApiOperation({ summary: 'The back of the voucher in a media size' })
  back(@Param('id', ParseIntPipe) id: number, @Req() req: Request, @Res() res: Response) {
    return this.send(id, 'backImageAttachmentId', req, res);
  }

  private async send(
    id: number,
    column: VoucherImageColumn,
    req: Request,
    res: Response,
  ): Promise<void> {
    const voucher = await this.vouchers.findOne({
      where: { id },
      select: { id: true, [column]: true },
    });
    await this.images.send(voucher?.[column], req, res);
  }
}
