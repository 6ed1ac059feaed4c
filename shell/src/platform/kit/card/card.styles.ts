import styled from 'styled-components';

/**
 * A card of a detail page that is not one form (a table, a history, a file, actions), named by
 * its heading (aria-labelledby). Its parts stand `$gap` apart: 'm' by default, 's' like the form
 * cards beside it.
 */
export const Card = styled.section<{ $gap?: 's' | 'm' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'm' }) => theme.spacing[$gap]};
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.m};
  min-width: 0;
`;

/** The heading of a card on a dashboard page (h2 under the page's h1). */
export const CardHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.l};
`;

/** A quieter line of a card: a hint, an empty list, a date. */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A card's buttons (and the field they act on) side by side, wrapping on a phone; `$align` 'end'
 * lines a button up with the bottom of a labelled field.
 */
export const CardActions = styled.div<{ $align?: 'end' }>`
  display: flex;
  flex-wrap: wrap;
  ${({ $align }) => ($align ? `align-items: ${$align};` : '')}
  gap: ${({ theme }) => theme.spacing.s};
`;

/**
 * A detail page's two columns: its form cards beside the narrower cards of what belongs to it
 * (files, history, actions), one column on a phone.
 */
export const DetailColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;
