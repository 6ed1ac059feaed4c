import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type HealthAnswer } from '@gb/contracts';
import { healthAnswerSchema } from '@gb/contracts/answers';
import type { Response } from 'express';

import { Public } from '../../common/auth/public.decorator.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Liveness and database state; 503 when the database does not answer' })
  @ApiContract({ answer: healthAnswerSchema, also: { 503: healthAnswerSchema } })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthAnswer> {
    const answer = await this.health.check();
    response.status(answer.database.state === 'up' ? 200 : 503);
    response.setHeader('Cache-Control', 'no-store');
    return answer;
  }
}
