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
  @ApiOperation({
    summary:
      'Liveness: 200 while the process runs, with the state of its database (readiness, GET ready, answers 503 while something it needs is down)',
  })
  @ApiContract({ answer: healthAnswerSchema })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthAnswer> {
    response.setHeader('Cache-Control', 'no-store');
    return this.health.check();
  }
}
