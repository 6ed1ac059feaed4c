import { Module } from '@nestjs/common';

import { RemotesController } from './remotes.controller.js';

/** The web app's runtime manifest; the static files are mounted by mountWebApp. */
@Module({ controllers: [RemotesController] })
export class WebModule {}
