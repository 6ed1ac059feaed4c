import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SHELL_INDEX_HTML =
  '<!doctype html><html lang="de-CH"><head><meta charset="utf-8"><title></title></head>' +
  '<body><div id="root"></div></body></html>';

/** A repository-like folder with a built shell and one built remote (storefront); the others are missing. */
export function writeWebRoot(root: string): void {
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), SHELL_INDEX_HTML);
  writeFileSync(join(root, 'shell', 'dist', 'main.3f9a1c2b7d.js'), 'console.log("shell");');
  mkdirSync(join(root, 'mf-storefront', 'dist'), { recursive: true });
  writeFileSync(join(root, 'mf-storefront', 'dist', 'remoteEntry.js'), 'var storefront = {};');
}
