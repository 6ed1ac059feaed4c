import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/**
 * React Aria's own words and formats (a combo box's "Empfehlungen anzeigen", a number's or a
 * date's format) in the interface's language, never the browser's: every kit field built on a
 * React Aria component sits in it.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={i18n.language}>{children}</I18nProvider>;
}
