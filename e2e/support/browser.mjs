// Debian's Chromium driven by playwright-core. Every page stays on this machine: the name of any
// other host (the map's tile server above all) does not resolve, so such a request fails at once
// and no test waits on the network or depends on it.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumMissing = existsSync(chromiumPath)
  ? false
  : `Chromium is not installed at ${chromiumPath} (apt-get install chromium): browser tests SKIPPED, not passed`;

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export async function launchBrowser() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'gb-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: FLAGS,
    locale: 'de-CH',
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
