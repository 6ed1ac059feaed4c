import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { remotesAnswerSchema } from '@gb/contracts/answers';

import { Public } from '../../common/auth/public.decorator.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { APP_CONFIG, type AppConfig, type RemoteName } from '../../config/app-config.js';

@ApiTags('web')
@Controller()
export class RemotesController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The runtime manifest the shell loads remotes from; not cached, so a redeployed remote is picked up. */
  @Public()
  @Get('remotes.json')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Entry URL of every federated remote' })
  @ApiContract({ answer: remotesAnswerSchema })
  remotes(): Record<RemoteName, string> {
    return this.config.remotes;
  }
}
