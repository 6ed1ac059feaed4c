import { LOCALES, type Locale, type TextBlock } from '@gb/contracts';
import { Button, Link, styled, useTranslation } from '@gb/shell/platform';

import { LOCALE_LABEL_KEY } from './locale-label';

interface TextBlockLanguagesProps {
  /** The block shown. */
  block: TextBlock;
  /** Every block of its canonical (each language version saved). */
  versions: readonly TextBlock[];
  /** Opens the form of a missing language version. */
  onCreate: (locale: Locale) => void;
}

/**
 * The language versions of a canonical: a link to each saved one (the one shown marked as the
 * current page), a button creating each missing one. Links and buttons, so Tab and Enter work.
 */
export function TextBlockLanguages({ block, versions, onCreate }: TextBlockLanguagesProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('textBlockAdmin.languages')}>
      <List>
        {LOCALES.map((locale) => {
          const language = t(LOCALE_LABEL_KEY[locale]);
          const version = versions.find((candidate) => candidate.locale === locale);
          return (
            <li key={locale} lang={locale}>
              {version ? (
                <Link
                  to={`/dashboard/text-blocks/${version.id}`}
                  aria-current={version.id === block.id ? 'page' : undefined}
                >
                  {language}
                </Link>
              ) : (
                <Button type="button" $variant="plain" onClick={() => onCreate(locale)}>
                  {t('textBlockAdmin.createTranslation', { language })}
                </Button>
              )}
            </li>
          );
        })}
      </List>
      <p>{t('textBlockAdmin.fallbackHelp')}</p>
    </nav>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.m};
  margin: 0;
  padding: 0;
  list-style: none;

  a[aria-current='page'] {
    font-weight: bold;
    text-decoration: none;
  }
`;
