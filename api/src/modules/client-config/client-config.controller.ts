import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ClientConfig } from '@gb/contracts';
import { clientConfigAnswerSchema } from '@gb/contracts/answers';

import { Public } from '../../common/auth/public.decorator.js';
import { ApiContract } from '../../common/openapi/api-contract.decorator.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

@ApiTags('web')
@Controller('client-config')
export class ClientConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Deployment settings the browser needs (the map tiles); never secrets. */
  @Public()
  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Public settings of this deployment for the web app' })
  @ApiContract({ answer: clientConfigAnswerSchema })
  get(): ClientConfig {
    return { mapTileUrl: this.config.mapTileUrl };
  }
}
