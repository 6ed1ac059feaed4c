import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { imageQuerySchema } from '@gb/contracts/schemas';
import type { Request, Response } from 'express';
import { Repository } from 'typeorm';

import {
  type AuthenticatedUser,
  canReachCompany,
  CurrentUser,
  Public,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { PublicImageService } from '../../files/images/public-image.service.js';
import { Voucher } from '../entities/voucher.entity.js';
import { PublicVouchersService } from '../public-vouchers.service.js';

type VoucherImageColumn =
  'completeImageAttachmentId' | 'frontImageAttachmentId' | 'backImageAttachmentId';

/** The printed voucher's images for the storefront card (complete) and slideshow (front, back). */
@ApiTags('vouchers')
@Controller('voucher')
export class VoucherImagesController {
  constructor(
    @InjectRepository(Voucher) private readonly vouchers: Repository<Voucher>,
    private readonly images: PublicImageService,
    private readonly publicVouchers: PublicVouchersService,
  ) {}

  @Public()
  @Get(':id/complete-image')
  @ApiContract({ query: imageQuerySchema, answer: 'image/*' })
  @ApiOperation({ summary: 'The complete voucher image in a media size' })
  complete(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    return this.send(id, 'completeImageAttachmentId', user, req, res);
  }

  @Public()
  @Get(':id/front-image')
  @ApiContract({ query: imageQuerySchema, answer: 'image/*' })
  @ApiOperation({ summary: 'The front of the voucher in a media size' })
  front(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    return this.send(id, 'frontImageAttachmentId', user, req, res);
  }

  @Public()
  @Get(':id/back-image')
  @ApiContract({ query: imageQuerySchema, answer: 'image/*' })
  @ApiOperation({ summary: 'The back of the voucher in a media size' })
  back(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    return this.send(id, 'backImageAttachmentId', user, req, res);
  }

  private async send(
    id: number,
    column: VoucherImageColumn,
    user: AuthenticatedUser | undefined,
    req: Request,
    res: Response,
  ): Promise<void> {
    const voucher = await this.vouchers.findOne({
      where: { id },
      select: { id: true, companyId: true, [column]: true },
    });
    const visible = voucher !== null && (await this.mayView(voucher, user));
    // A voucher a caller may not see answers like one without an image: its existence stays private.
    await this.images.send(visible ? voucher[column] : undefined, req, res);
  }

  /** Visitors see the images of listed vouchers; staff all; a company user also its own company's. */
  private async mayView(voucher: Voucher, user: AuthenticatedUser | undefined): Promise<boolean> {
    if (user && canReachCompany(user, voucher.companyId)) return true;
    return this.publicVouchers.isPubliclyListed(voucher.id);
  }
}
