import { isCurrentYearBooklet, type PublicBooklet } from '@gb/contracts';
import { useGetPublicBookletsQuery } from '@gb/shell/platform';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const NO_BOOKLETS: readonly PublicBooklet[] = [];

/** The footer's list of this season's booklets: region and year. */
export function CurrentBooklets() {
  const { t } = useTranslation();
  const { data } = useGetPublicBookletsQuery();
  // Drawn in a render of its own that React slices, not in the urgent one the list's arrival
  // starts for the whole page: the first date in the business time zone builds its calendar data.
  const booklets = useDeferredValue(data) ?? NO_BOOKLETS;
  const now = new Date();
  const current = booklets.filter((booklet) => isCurrentYearBooklet(booklet, now));
  if (current.length === 0) return null;
  return (
    <section aria-label={t('footer.currentBooklets')}>
      <Heading>{t('footer.currentBooklets')}</Heading>
      <List>
        {current.map((booklet) => (
          <li key={booklet.id}>
            {booklet.regionName} {booklet.year}
          </li>
        ))}
      </List>
    </section>
  );
}

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.m};
  margin: 0 0 ${({ theme }) => theme.spacing.s};
  padding: 0;
  list-style: none;
`;
