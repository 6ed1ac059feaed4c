import { LOCALES, type Locale } from '@gb/contracts';
import {
  changeLocale,
  selectSession,
  useAppDispatch,
  useAppSelector,
  userLoaded,
  useSetUserLocaleMutation,
} from '@gb/shell/platform';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { rememberLocale } from './remembered-locale';

const LABEL_KEY: Record<Locale, 'locales.deCH' | 'locales.enUS'> = {
  'de-CH': 'locales.deCH',
  'en-US': 'locales.enUS',
};

/**
 * de / en for everyone: remembered in this browser, and for a logged-in user also saved
 * as the preferred locale that the navigation guard applies on every page. In the server's first
 * screen (`firstScreen`) each choice is a link to the page in that language, out of the tab order.
 */
export function LanguageSwitch({ firstScreen = false }: { firstScreen?: boolean }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const [savePreferredLocale] = useSetUserLocaleMutation();

  const choose = async (locale: Locale) => {
    rememberLocale(locale);
    await changeLocale(locale);
    if (!session) return;
    const saved = await savePreferredLocale({ id: session.userId, preferredLocale: locale });
    if (saved.data) dispatch(userLoaded(saved.data));
  };

  return (
    <Group role="group" aria-label={t('topBar.language')}>
      {LOCALES.map((locale) => {
        const chosen = i18n.language === locale;
        const shared = {
          lang: locale,
          title: t(LABEL_KEY[locale]),
          // The name starts with what the button shows (speech control users say "de").
          'aria-label': `${locale.slice(0, 2)} – ${t(LABEL_KEY[locale])}`,
          children: locale.slice(0, 2),
        };
        return firstScreen ? (
          <Choice
            key={locale}
            as="a"
            href={`?lang=${locale}`}
            tabIndex={-1}
            aria-current={chosen}
            {...shared}
          />
        ) : (
          <Choice
            key={locale}
            type="button"
            aria-pressed={chosen}
            onClick={() => void choose(locale)}
            {...shared}
          />
        );
      })}
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
  text-decoration: none;
  cursor: pointer;

  &[aria-pressed='true'],
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.onPrimary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: bold;
  }
`;
