import { LOCALES, type Locale } from '@gb/contracts';
import { I18N_OPTIONS } from '@gb/contracts/messages';
import { catalogues } from '@gb/contracts/messages/catalogues';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';

import { makeStore } from '../store/make-store';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';

/** A page's components drawn on the server: their style elements and their markup. */
export interface ServerRendering {
  styles: string;
  html: string;
}

/** One translation instance per language, every namespace in memory (a server waits for no download). */
const translations = new Map<Locale, I18n>(
  LOCALES.map((locale) => {
    const instance = i18next.createInstance();
    void instance.init({
      ...I18N_OPTIONS,
      supportedLngs: [...I18N_OPTIONS.supportedLngs],
      resources: { [locale]: catalogues[locale] },
      ns: Object.keys(catalogues[locale]),
      defaultNS: 'common',
      lng: locale,
      initAsync: false,
      react: { useSuspense: false },
    });
    return [locale, instance];
  }),
);

/**
 * Draws a remote's components on the server as the platform draws them in the browser: the same
 * store (empty), theme, global style and translation in the page's language, the styles collected by
 * styled-components' ServerStyleSheet. Bundled into a remote's server renderer, so the remote
 * deploys it with its own files.
 */
export function renderOnServer(page: ReactNode, locale: Locale): ServerRendering {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Provider store={makeStore()}>
          <I18nextProvider i18n={translations.get(locale)!}>
            <ThemeProvider theme={theme}>
              <GlobalStyle />
              {page}
            </ThemeProvider>
          </I18nextProvider>
        </Provider>,
      ),
    );
    return { styles: sheet.getStyleTags(), html };
  } finally {
    sheet.seal();
  }
}
