import { Body, Controller, Get, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permission } from '@gb/contracts';
import { renewRedemptionPinSchema } from '@gb/contracts/schemas';
import {
  companyRedemptionAnswerSchema,
  redemptionPinAnswerSchema,
  type CompanyRedemption,
  type RedemptionPin,
} from '@gb/contracts/answers';

import {
  CurrentUser,
  RequirePermission,
  type AuthenticatedUser,
} from '../../../common/auth/index.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { companyOfRequest } from '../../partner-orders/services/partner-company.js';
import { RedemptionPinsService } from '../services/redemption-pins.service.js';

/**
 * A partner company's redemption PIN and its redemptions: for the company's own users and for
 * staff who hold Franchisee (by the rule of who acts for a company); other companies get 403.
 */
@ApiTags('wallet')
@RequirePermission(Permission.Company)
@Controller('company')
export class RedemptionPinController {
  constructor(private readonly pins: RedemptionPinsService) {}

  @Get(':id/redemption-pin')
  @ApiOperation({ summary: "The company's redemption PIN (made on first read)" })
  @ApiContract({ answer: redemptionPinAnswerSchema })
  get(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<RedemptionPin> {
    return this.pins.pinOf(companyOfRequest(user, id));
  }

  @Post(':id/redemption-pin')
  @ApiOperation({ summary: 'A new redemption PIN; the former one confirms nothing from now on' })
  @ApiContract({
    body: renewRedemptionPinSchema,
    answer: redemptionPinAnswerSchema,
    status: HttpStatus.CREATED,
  })
  renew(
    @Param('id', IdPipe) id: number,
    @Body() _body: object,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<RedemptionPin> {
    return this.pins.renew(companyOfRequest(user, id));
  }

  @Get(':id/redemption')
  @ApiOperation({ summary: "The redemptions of the company's vouchers, the latest first" })
  @ApiContract({ answer: companyRedemptionAnswerSchema.array() })
  redemptions(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CompanyRedemption[]> {
    return this.pins.redemptionsOf(companyOfRequest(user, id));
  }
}
