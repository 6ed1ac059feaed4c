import { Body, Controller, Get, HttpStatus, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission } from '@gb/contracts';
import { activationCodeRequestSchema, type ActivationCodeRequest } from '@gb/contracts/schemas';
import { activationCodeCountsAnswerSchema, type ActivationCodeCounts } from '@gb/contracts/answers';

import { RequirePermission } from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { ActivationCodesService } from '../services/activation-codes.service.js';

/** A booklet's activation codes: made for the printer, then only counted. */
@ApiTags('wallet')
@RequirePermission(Permission.Franchisee)
@Controller('booklet')
export class ActivationCodesController {
  constructor(private readonly codes: ActivationCodesService) {}

  @Post(':id/activation-code')
  @ApiOperation({
    summary:
      'New activation codes for a print run, answered once as CSV (code, region, year per line); only their hashes are kept, so they can never be read again',
  })
  @ApiContract({
    body: activationCodeRequestSchema,
    answer: 'text/csv',
    status: HttpStatus.CREATED,
  })
  async create(
    @Param('id', IdPipe) id: number,
    @Body() body: ActivationCodeRequest,
  ): Promise<StreamableFile> {
    const { filename, csv } = await this.codes.generate(id, body.quantity);
    return new StreamableFile(Buffer.from(csv, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${filename}"`,
    });
  }

  @Get(':id/activation-code')
  @ApiOperation({ summary: "How many of the booklet's codes exist, are activated and redeemed" })
  @ApiContract({ answer: activationCodeCountsAnswerSchema })
  counts(@Param('id', IdPipe) id: number): Promise<ActivationCodeCounts> {
    return this.codes.counts(id);
  }
}
