import { styled } from '@gb/shell/platform';
import { bookletGallery, type PublicBooklet } from '@gb/contracts';
import { memo } from 'react';

import { BookletCard } from './booklet-card.component';

interface BookletGalleryProps {
  booklets: readonly PublicBooklet[];
  now: Date;
  onShowVouchers: (bookletId: number) => void;
  onOrder: (bookletId: number) => void;
  /** The server's first screen: order badges link to Home's order form. */
  orderHref?: (bookletId: number) => string;
}

/** Booklets grouped by year; the year heading shows only when several years exist. */
export const BookletGallery = memo(function BookletGallery({
  booklets,
  now,
  onShowVouchers,
  onOrder,
  orderHref,
}: BookletGalleryProps) {
  const gallery = bookletGallery(booklets);
  return (
    <>
      {gallery.years.map(({ year, booklets: ofYear }) => (
        <section key={year}>
          {gallery.showsYears && <YearHeading>{year}</YearHeading>}
          <Cards>
            {ofYear.map((booklet) => (
              <li key={booklet.id}>
                <BookletCard
                  booklet={booklet}
                  now={now}
                  onShowVouchers={onShowVouchers}
                  onOrder={onOrder}
                  priority={booklet === gallery.first}
                  orderHref={orderHref}
                />
              </li>
            ))}
          </Cards>
        </section>
      ))}
    </>
  );
});

const YearHeading = styled.h3`
  margin: ${({ theme }) => theme.spacing.m} 0 ${({ theme }) => theme.spacing.s};
`;

export const Cards = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.m};
  justify-content: center;
  margin: 0;
  padding: 0;
  list-style: none;
  /* A phone shows one card a row, centred; wider screens line them up from the left. */
  ${({ theme }) => theme.media.sm} {
    justify-content: flex-start;
  }
`;
