import {
  Body,
  Controller,
  Get,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  hasAnyPermission,
  Permission,
  type Booklet,
  type BookletRequest,
  type BookletVoucher,
  type CloneBookletRequest,
} from '@gb/contracts';
import {
  bookletListQuerySchema,
  bookletSchema,
  cloneBookletSchema,
  type BookletListQuery,
} from '@gb/contracts/schemas';
import {
  bookletAnswerSchema,
  bookletVoucherAnswerSchema,
  publicBookletAnswerSchema,
} from '@gb/contracts/answers';
import type { Request, Response } from 'express';
import { z } from 'zod';

import {
  type AuthenticatedUser,
  CurrentUser,
  Public,
  RequirePermission,
} from '../../../common/auth/index.js';
import { sendJson } from '../../../common/cached-json.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { PublicLists } from '../../../common/public-lists.js';
import { PublicBookletsService } from '../public-booklets.service.js';
import { BookletCloneService } from '../services/booklet-clone.service.js';
import { BookletsService } from '../services/booklets.service.js';

// The public list changes rarely and is read on every visit: browsers and the process keep it
// 10 s; a staff save drops the process's copy at once.
const PUBLIC_LIST_SECONDS = 10;

/** Who works on booklets: franchisees change them, graphic designers read them. */
const BOOKLET_READERS = [Permission.Franchisee, Permission.GraphicDesigner];

@ApiTags('booklets')
@Controller('booklet')
export class BookletsController {
  constructor(
    private readonly publicBooklets: PublicBookletsService,
    private readonly publicLists: PublicLists,
    private readonly booklets: BookletsService,
    private readonly clones: BookletCloneService,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary:
      'Without a token (or without booklet rights) the public list: published, sold out and pre-orderable booklets, by year, then region. For Franchisee or GraphicDesigner every booklet with its order counts and vouchers per state, archived ones with archived=true',
  })
  @ApiContract({
    query: bookletListQuerySchema,
    answer: z.union([publicBookletAnswerSchema.array(), bookletAnswerSchema.array()]),
  })
  async list(
    @Query() query: BookletListQuery,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    if (user && hasAnyPermission(user.permissions, BOOKLET_READERS)) {
      response.setHeader('Cache-Control', 'private, no-store');
      response.json(await this.booklets.list(query.archived === 'true'));
      return;
    }
    sendJson(
      request,
      response,
      await this.publicLists.json('booklets', PUBLIC_LIST_SECONDS * 1000, () =>
        this.publicBooklets.list(),
      ),
      `public, max-age=${PUBLIC_LIST_SECONDS}`,
    );
  }

  @Get(':id')
  @RequirePermission(...BOOKLET_READERS)
  @ApiOperation({
    summary: 'One booklet with every field, its order counts and vouchers per state',
  })
  @ApiContract({ answer: bookletAnswerSchema })
  get(@Param('id', IdPipe) id: number): Promise<Booklet> {
    return this.booklets.get(id);
  }

  @Post()
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'A new booklet; 409 when its region already has one for that year' })
  @ApiContract({ body: bookletSchema, answer: bookletAnswerSchema, status: HttpStatus.CREATED })
  create(@Body() body: BookletRequest): Promise<Booklet> {
    return this.booklets.create(body);
  }

  @Put(':id')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({ summary: 'Change every field of a booklet, its state as a number' })
  @ApiContract({ body: bookletSchema, answer: bookletAnswerSchema })
  update(@Param('id', IdPipe) id: number, @Body() body: BookletRequest): Promise<Booklet> {
    return this.booklets.update(id, body);
  }

  @Get(':id/voucher')
  @RequirePermission(...BOOKLET_READERS)
  @ApiOperation({ summary: "The booklet's vouchers, by company name" })
  @ApiContract({ answer: bookletVoucherAnswerSchema.array() })
  vouchers(@Param('id', IdPipe) id: number): Promise<BookletVoucher[]> {
    return this.booklets.vouchers(id);
  }

  @Post(':id/clone')
  @RequirePermission(Permission.Franchisee)
  @ApiOperation({
    summary:
      'A Draft copy for another year with its vouchers (not Declined or Deleted) as SystemCreated, images and address included; 409 when the region has that year',
  })
  @ApiContract({
    body: cloneBookletSchema,
    answer: bookletAnswerSchema,
    status: HttpStatus.CREATED,
  })
  clone(@Param('id', IdPipe) id: number, @Body() body: CloneBookletRequest): Promise<Booklet> {
    return this.clones.clone(id, body.year);
  }
}
