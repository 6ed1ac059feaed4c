import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SHELL_INDEX_HTML =
  '<!doctype html><html lang="de-CH"><head><meta charset="utf-8"><title></title></head>' +
  '<body><div id="root"></div></body></html>';

/** The shell's icon, which its build copies to the site's root. */
const SHELL_ICON = new URL('../../../shell/public/favicon.ico', import.meta.url);

/** A repository-like folder with a built shell and one built remote (storefront); the others are missing. */
export function writeWebRoot(root: string): void {
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), SHELL_INDEX_HTML);
  writeFileSync(join(root, 'shell', 'dist', 'main.3f9a1c2b7d.js'), 'console.log("shell");');
  copyFileSync(SHELL_ICON, join(root, 'shell', 'dist', 'favicon.ico'));
  mkdirSync(join(root, 'mf-storefront', 'dist'), { recursive: true });
  writeFileSync(join(root, 'mf-storefront', 'dist', 'remoteEntry.js'), 'var storefront = {};');
}
