import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { FirstScreenRendering } from '@gb/contracts';
import { Piscina } from 'piscina';

import { workerTaskFile } from '../../../common/workers/worker-task-file.js';
import { WebFilesService } from '../web-files/web-files.service.js';
import type { RendererWorkerData } from './first-screen-renderer.worker.js';

/** Far longer than a first screen takes (milliseconds); the page goes out without it then. */
const RENDER_TIMEOUT_MS = 5_000;

/** One version of a renderer: its file, and the thread that draws with it. */
interface RendererVersion {
  hash: string;
  file: string;
  pool: Promise<Piscina<unknown, FirstScreenRendering>>;
}

/** Draws a first screen with one renderer, in its thread. */
export type DrawFirstScreen<Input> = (input: Input) => Promise<FirstScreenRendering>;

/**
 * A server renderer as deployed (the shell's, the storefront's): read like the site's other files
 * (a new deploy is read again within seconds), so a new shell or storefront brings its new
 * renderer without a restart of the api. Each is one self-contained ES module (see
 * FIRST_SCREEN.rendererFile), and each version draws in a worker thread of its own, ended when a
 * newer version replaces it: an ES module cannot be unloaded, so an api that imported every
 * version itself would grow with each deploy.
 */
@Injectable()
export class ServerRendererService implements OnApplicationShutdown {
  /** Per place, the version read last. */
  private readonly versions = new Map<string, RendererVersion>();

  constructor(private readonly webFiles: WebFilesService) {}

  /** The renderer at `urlPath`; undefined when the site has none there. */
  async load<Input>(urlPath: string): Promise<DrawFirstScreen<Input> | undefined> {
    const source = await this.webFiles.read(urlPath);
    if (source === undefined) return undefined;
    const version = this.versionOf(urlPath, source);
    return async (input) =>
      (await version.pool).run(input, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
  }

  private versionOf(urlPath: string, source: string): RendererVersion {
    const hash = createHash('sha256').update(source).digest('base64url');
    const current = this.versions.get(urlPath);
    if (current?.hash === hash) return current;
    // Imported from a file of its own (the bundle loads Node's built-in modules by its URL).
    const file = join(tmpdir(), `gb-first-screen-renderer-${hash}.mjs`);
    const task = workerTaskFile(import.meta.url, './first-screen-renderer.worker');
    const workerData: RendererWorkerData = { rendererFile: file };
    // One thread, started (and the renderer imported) once the file is written, until replaced.
    const pool = writeFile(file, source).then(
      () =>
        new Piscina<unknown, FirstScreenRendering>({
          ...task,
          workerData: { ...task.workerData, ...workerData },
          minThreads: 1,
          maxThreads: 1,
        }),
    );
    const version: RendererVersion = { hash, file, pool };
    this.versions.set(urlPath, version);
    // A file that could not be written is written again with the next page.
    pool.catch(() => {
      if (this.versions.get(urlPath) !== version) return;
      this.versions.delete(urlPath);
      void this.end(version);
    });
    if (current) void this.end(current);
    return version;
  }

  /** Lets the pages asked of a version finish, then ends its thread and removes its file. */
  private async end(version: RendererVersion): Promise<void> {
    const pool = await version.pool.catch(() => undefined);
    await pool?.close();
    if (![...this.versions.values()].some((other) => other.hash === version.hash))
      await rm(version.file, { force: true });
  }

  async onApplicationShutdown(): Promise<void> {
    const versions = [...this.versions.values()];
    this.versions.clear();
    await Promise.all(versions.map((version) => this.end(version)));
  }
}
