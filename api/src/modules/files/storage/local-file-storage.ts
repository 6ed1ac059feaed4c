import { constants, createReadStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { dirname, join, resolve, sep } from 'node:path';

import type { FileStorage } from './file-storage.js';

/** Files under `$DATA_DIR/files`; keys are relative paths with forward slashes. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'files');
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async stream(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    try {
      await stat(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return createReadStream(path);
  }

  async write(key: string, bytes: Buffer | Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a concurrent reader never sees half a file.
    const partial = `${path}.${process.pid}.${Date.now()}.part`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async reachable(): Promise<boolean> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep))
      throw new Error(`Storage key outside the files folder: ${key}`);
    return path;
  }
}
