import { styled, useTranslation } from '@gb/shell/platform';
import { useId } from 'react';

import { Muted, Section, SectionTitle } from './card.styles';

/**
 * The voucher's image rows in the order of the print data: complete image, front, back and the
 * company logo, each with what the file should be. The upload rows themselves (single-file rows
 * on the voucher's image calls) come with the images work.
 */
export const IMAGE_ROWS = [
  { key: 'completeImage', hint: 'imageHint' },
  { key: 'frontImage', hint: 'imageHint' },
  { key: 'backImage', hint: 'imageHint' },
  { key: 'companyLogo', hint: 'logoHint' },
] as const;

export function VoucherImageRows() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('voucher.images')}</SectionTitle>
      <Rows>
        {IMAGE_ROWS.map((row) => (
          <li key={row.key} data-image-row={row.key}>
            <strong>{t(`voucher.${row.key}`)}</strong>
            <Muted>{t(`voucher.${row.hint}`)}</Muted>
          </li>
        ))}
      </Rows>
    </Section>
  );
}

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;
