import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

import { REMOTE_NAMES, type AppConfig } from '../../config/app-config.js';
import { IndexPageService } from './index-page/index-page.service.js';
import { cacheNamingPortalAddress } from './public-base-url.js';
import { setStaticCacheHeaders } from './static-cache-headers.js';

const logger = new Logger('WebApp');

// Paths the single-page fallback must leave to the api, the remote manifest and the remotes.
const NOT_CLIENT_ROUTES = /^\/(api(\/|$)|remotes\.json$|robots\.txt$|sitemap\.xml$|mf\/)/;
const NOT_API = /^\/api(\/|$)/;
// Files of the site the shell's build holds (served above when built here, by the web server
// otherwise): never answered with a page, even while missing.
const SITE_FILES = /^\/favicon\.ico$/;

function staticFiles(dir: string) {
  return express.static(dir, { index: false, setHeaders: setStaticCacheHeaders });
}

/**
 * Serves the built shell at / and each built remote under /mf/<name>/; any other GET outside
 * /api gets the shell's index.html (rendered with what the server knows about the page) so client
 * routes survive a reload. Behind a web server (WEB_ORIGIN) only the pages are answered here, with
 * the index.html that server holds. A missing build only warns.
 */
export function mountWebApp(app: NestExpressApplication, config: AppConfig): void {
  // Production builds carry source maps for error reports; the public gets them only when asked.
  if (!config.sourceMaps) {
    app.use((request: Request, response: Response, next: NextFunction) =>
      request.path.endsWith('.map') && !NOT_API.test(request.path)
        ? response.status(404).end()
        : next(),
    );
  }
  for (const name of REMOTE_NAMES) {
    const dir = join(config.webRoot, `mf-${name}`, 'dist');
    if (existsSync(dir)) app.use(`/mf/${name}`, staticFiles(dir));
    else logger.warn(`Remote "${name}" is not built (${dir} missing); /mf/${name}/ is not served`);
  }
  const shellDir = join(config.webRoot, 'shell', 'dist');
  if (!existsSync(join(shellDir, 'index.html')) && !config.webOrigin) {
    logger.warn(
      `The shell is not built (${shellDir} missing) and WEB_ORIGIN is unset: only the api is served`,
    );
    return;
  }
  if (existsSync(shellDir)) {
    const shellFiles = staticFiles(shellDir);
    app.use((request: Request, response: Response, next: NextFunction) => {
      if (NOT_CLIENT_ROUTES.test(request.path)) return next();
      return shellFiles(request, response, next);
    });
  }
  const indexPage = app.get(IndexPageService);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (
      !['GET', 'HEAD'].includes(request.method) ||
      NOT_CLIENT_ROUTES.test(request.path) ||
      SITE_FILES.test(request.path)
    ) {
      return next();
    }
    indexPage.render(request).then((page) => {
      if (page === undefined) {
        response.setHeader('Cache-Control', 'no-cache');
        response.status(503).type('text').send('The web app is not reachable; try again shortly.');
        return;
      }
      // The page depends on the chosen language (?lang= is in the URL, the cookie is not) and
      // names the portal's address (its canonical link, preloads).
      response.vary('Cookie');
      cacheNamingPortalAddress(config, response, 'no-cache');
      response.status(page.status).type('html').send(page.html);
    }, next);
  });
}
