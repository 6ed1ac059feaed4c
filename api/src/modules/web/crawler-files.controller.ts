import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';

import { Public } from '../../common/auth/public.decorator.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Region } from '../regions/entities/region.entity.js';
import { publicPagePaths, robotsTxt, sitemapXml } from './crawler-files.js';
import { publicBaseUrl } from './public-base-url.js';

/** robots.txt and sitemap.xml for search engines: files of the site, not operations of the api. */
@ApiExcludeController()
@Controller()
export class CrawlerFilesController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(Region) private readonly regions: Repository<Region>,
  ) {}

  @Public()
  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(@Req() request: Request): string {
    return robotsTxt(publicBaseUrl(this.config, request));
  }

  @Public()
  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(@Req() request: Request): Promise<string> {
    const regions = await this.regions.find({ order: { sortId: 'ASC', id: 'ASC' } });
    return sitemapXml(
      publicBaseUrl(this.config, request),
      publicPagePaths(regions.map((region) => region.canonical)),
    );
  }
}
