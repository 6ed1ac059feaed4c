import { styled } from '@gb/shell/platform';
import type { PointOfSale } from '@gb/contracts';
import { memo } from 'react';

import { BookletOutlets } from './booklet-outlets.component';

interface OutletsListProps {
  pointsOfSale: readonly PointOfSale[];
}

/** Points of sale grouped per booklet, in the api's order (booklet, company, city). */
export const OutletsList = memo(function OutletsList({ pointsOfSale }: OutletsListProps) {
  const groups = new Map<string, PointOfSale[]>();
  for (const pointOfSale of pointsOfSale) {
    const group = groups.get(pointOfSale.bookletName) ?? [];
    group.push(pointOfSale);
    groups.set(pointOfSale.bookletName, group);
  }
  return (
    <Groups>
      {[...groups].map(([bookletName, outlets]) => (
        <BookletOutlets key={bookletName} bookletName={bookletName} outlets={outlets} />
      ))}
    </Groups>
  );
});

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.l};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;
