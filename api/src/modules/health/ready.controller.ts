import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ReadyAnswer } from '@gb/contracts';
import { readyAnswerSchema } from '@gb/contracts/answers';
import type { Response } from 'express';

import { Public } from '../../common/auth/public.decorator.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { ReadyService } from './ready.service.js';

@ApiTags('health')
@Controller('ready')
export class ReadyController {
  constructor(private readonly readiness: ReadyService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary:
      'Readiness: database, migrations, file storage and Redis (when configured); 503 naming what is down or while shutting down',
  })
  @ApiContract({ answer: readyAnswerSchema, also: { 503: readyAnswerSchema } })
  async check(@Res({ passthrough: true }) response: Response): Promise<ReadyAnswer> {
    const answer = await this.readiness.check();
    response.status(answer.ready ? 200 : 503);
    response.setHeader('Cache-Control', 'no-store');
    return answer;
  }
}
