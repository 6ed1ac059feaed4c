import { LOCALES, type Locale } from '@gb/contracts';
import {
  changeLocale,
  selectSession,
  useAppDispatch,
  useAppSelector,
  userLoaded,
  useSetUserLocaleMutation,
} from '@gb/shell/platform';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { rememberLocale } from './remembered-locale';
import { applyVisitorLocale } from './visitor-locale';

const LABEL_KEY: Record<Locale, 'locales.deCH' | 'locales.enUS'> = {
  'de-CH': 'locales.deCH',
  'en-US': 'locales.enUS',
};

/**
 * de / en for everyone: remembered in this browser, and for a logged-in user also saved
 * as the preferred locale that the navigation guard applies on every page.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const [savePreferredLocale] = useSetUserLocaleMutation();
  const loggedIn = session !== null;

  useEffect(() => {
    // After a logout, the visitor's language again (the app applied it before it first drew).
    if (!loggedIn) void applyVisitorLocale();
  }, [loggedIn]);

  const choose = async (locale: Locale) => {
    rememberLocale(locale);
    await changeLocale(locale);
    if (!session) return;
    const saved = await savePreferredLocale({ id: session.userId, preferredLocale: locale });
    if (saved.data) dispatch(userLoaded(saved.data));
  };

  return (
    <Group role="group" aria-label={t('topBar.language')}>
      {LOCALES.map((locale) => (
        <Choice
          key={locale}
          type="button"
          lang={locale}
          title={t(LABEL_KEY[locale])}
          // The name starts with what the button shows (speech control users say "de").
          aria-label={`${locale.slice(0, 2)} – ${t(LABEL_KEY[locale])}`}
          aria-pressed={i18n.language === locale}
          onClick={() => void choose(locale)}
        >
          {locale.slice(0, 2)}
        </Choice>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  border: 1px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.s};
  overflow: hidden;
`;

const Choice = styled.button`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.s}`};
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.s};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.onPrimary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: bold;
  }
`;
