import { styled, useTranslation } from '@gb/shell/platform';
import type { PointOfSale } from '@gb/contracts';
import { useState } from 'react';

/** Above this many outlets the list collapses to COLLAPSED_COUNT (spec section 9). */
export const COLLAPSE_ABOVE = 10;
export const COLLAPSED_COUNT = 9;

interface BookletOutletsProps {
  bookletName: string;
  outlets: readonly PointOfSale[];
}

export function BookletOutlets({ bookletName, outlets }: BookletOutletsProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const collapsible = outlets.length > COLLAPSE_ABOVE;
  const shown = collapsible && !expanded ? outlets.slice(0, COLLAPSED_COUNT) : outlets;
  return (
    <section aria-label={bookletName}>
      <Title>{bookletName}</Title>
      <List>
        {shown.map((outlet) => (
          <li key={`${outlet.companyName}-${outlet.city}`}>
            {outlet.companyName}, <City>{outlet.city}</City>
          </li>
        ))}
      </List>
      {collapsible && (
        <Toggle type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded
            ? t('outlets.hide')
            : t('outlets.more', { num: outlets.length - COLLAPSED_COUNT })}
        </Toggle>
      )}
    </section>
  );
}

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.s};
  font-size: ${({ theme }) => theme.fontSizes.l};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.l};
`;

const City = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Toggle = styled.button`
  margin-top: ${({ theme }) => theme.spacing.s};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
