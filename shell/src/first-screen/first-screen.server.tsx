// The shell's server renderer (built beside index.html as FIRST_SCREEN.rendererFile): the frame
// of a public page's first screen drawn from the components the app draws it with, around the
// page the storefront's server renderer drew, for the api to send before any script has run.
import type { FirstScreenFrameInput, FirstScreenRendering } from '@gb/contracts';
import { renderOnServer } from '@gb/shell/platform/server';

import { FirstScreenFrame } from './first-screen-frame.component';

export function renderFirstScreen({ locale, page }: FirstScreenFrameInput): FirstScreenRendering {
  const { styles, html } = renderOnServer(
    <FirstScreenFrame locale={locale} page={page.body} />,
    locale,
  );
  return { head: styles + page.head, body: html };
}
