import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';

import { i18n } from '../i18n/i18n.instance';
import type { AppStore } from '../store/make-store';
import { store as productStore } from '../store/store';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';

interface PlatformProviderProps {
  children: ReactNode;
  /** Tests pass a fresh store; the product uses the one shared store. */
  store?: AppStore;
}

/** Every remote wraps its root in this, so all of them share one store, theme and locale. */
export function PlatformProvider({ children, store = productStore }: PlatformProviderProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
