// The storefront's server renderer (built beside remoteEntry.js as FIRST_SCREEN.rendererFile):
// a public page's first screen drawn from the components the page itself draws it with, for the
// api to send before any script has run.
import type { FirstScreenInput, FirstScreenRendering } from '@gb/contracts';
import { renderOnServer } from '@gb/shell/platform/server';

import { FirstScreen } from './first-screen.component';

/**
 * The build names the storefront's own files (video, poster) from this placeholder, as it cannot
 * know where they are deployed; each rendering names them from the input's base.
 */
const FILES_BASE = '/__storefront-files__/';

export function renderFirstScreen(input: FirstScreenInput): FirstScreenRendering {
  const { styles, html } = renderOnServer(<FirstScreen {...input} />, input.locale);
  return { head: styles, body: html.replaceAll(FILES_BASE, input.base) };
}
