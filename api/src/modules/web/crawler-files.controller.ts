import { Controller, Get, Header, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { Repository } from 'typeorm';

import { Public } from '../../common/auth/public.decorator.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Region } from '../regions/entities/region.entity.js';
import { publicPagePaths, robotsTxt, sitemapXml } from './crawler-files.js';
import { cacheNamingPortalAddress, publicBaseUrl } from './public-base-url.js';

const CRAWLER_FILES_CACHE = 'public, max-age=3600';

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
  robots(@Req() request: Request, @Res({ passthrough: true }) response: Response): string {
    cacheNamingPortalAddress(this.config, response, CRAWLER_FILES_CACHE);
    return robotsTxt(publicBaseUrl(this.config, request));
  }

  @Public()
  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  async sitemap(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    cacheNamingPortalAddress(this.config, response, CRAWLER_FILES_CACHE);
    const regions = await this.regions.find({ order: { sortId: 'ASC', id: 'ASC' } });
    return sitemapXml(
      publicBaseUrl(this.config, request),
      publicPagePaths(regions.map((region) => region.canonical)),
    );
  }
}
