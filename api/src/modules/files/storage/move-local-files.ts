import { createReadStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';

import type { FileStorage } from './file-storage.js';

/** Every stored file under `$DATA_DIR/files`, as its storage key (forward slashes). */
async function* localKeys(root: string, folder = root): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* localKeys(root, path);
    // A `.part` file is a write that never finished.
    else if (entry.isFile() && !entry.name.endsWith('.part'))
      yield relative(root, path).split(sep).join('/');
  }
}

/**
 * Moves the files of local storage into another store under the same keys, one at a time and
 * streamed; a file leaves the disk only once the store has it, so an interrupted run resumes.
 */
export async function moveLocalFiles(
  dataDir: string,
  target: FileStorage,
  onMoved: (key: string) => void = () => undefined,
): Promise<number> {
  const root = resolve(dataDir, 'files');
  let moved = 0;
  for await (const key of localKeys(root)) {
    const path = join(root, key);
    await target.write(key, createReadStream(path));
    await rm(path);
    moved += 1;
    onMoved(key);
  }
  return moved;
}
