import { readFile, stat } from 'node:fs/promises';

import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { builtWebFile } from './web-file-path.js';

/** How long a file read from the web server is trusted before it is asked again. */
const ORIGIN_SECONDS = 5;

interface Kept {
  /** Undefined: the web server had no such file (asked again after ORIGIN_SECONDS). */
  text: string | undefined;
  /** The file's mtime (built beside the api) or when it was fetched (web server). */
  stamp: number;
}

/**
 * Reads the web app's own files (the shell's index.html, a remote's manifest) as the browser gets
 * them: from the builds beside the api when they are there (`npm start`, `npm run stack`), else
 * from the web server at WEB_ORIGIN (docker), so the api never needs the front end in its image
 * and a redeployed shell or remote is read again within seconds. Undefined when neither has it.
 */
@Injectable()
export class WebFilesService {
  private readonly logger = new Logger(WebFilesService.name);
  private readonly kept = new Map<string, Kept>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async read(urlPath: string): Promise<string | undefined> {
    const file = builtWebFile(this.config.webRoot, urlPath);
    const modified = file
      ? await stat(file).then(
          (s) => s.mtimeMs,
          () => undefined,
        )
      : undefined;
    if (file && modified !== undefined) {
      return this.keep(`file:${file}`, modified, () => readFile(file, 'utf8'));
    }
    if (!this.config.webOrigin) return undefined;
    const key = `origin:${urlPath}`;
    const kept = this.kept.get(key);
    if (kept && Date.now() - kept.stamp < ORIGIN_SECONDS * 1000) return kept.text;
    try {
      const response = await fetch(`${this.config.webOrigin}${urlPath}`, {
        signal: AbortSignal.timeout(3000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return this.keep(key, Date.now(), () => response.text());
    } catch (error) {
      // The last good copy (or that there is none) serves while the web server does not answer,
      // so a page asks it at most once per period whatever it lacks.
      this.logger.warn(`${this.config.webOrigin}${urlPath}: ${(error as Error).message}`);
      this.kept.set(key, { text: kept?.text, stamp: Date.now() });
      return kept?.text;
    }
  }

  private async keep(key: string, stamp: number, load: () => Promise<string>): Promise<string> {
    const kept = this.kept.get(key);
    if (kept?.text !== undefined && kept.stamp === stamp) return kept.text;
    const text = await load();
    this.kept.set(key, { text, stamp });
    return text;
  }
}
