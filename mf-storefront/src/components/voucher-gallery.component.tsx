import type { PublicVoucher } from '@gb/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { VoucherCard } from './voucher-card.component';

interface VoucherGalleryProps {
  vouchers: readonly PublicVoucher[];
}

export function VoucherGallery({ vouchers }: VoucherGalleryProps) {
  const { t } = useTranslation();
  if (vouchers.length === 0) return <p>{t('voucherFilter.none')}</p>;
  return (
    <>
      <p>{t('voucherFilter.found', { num: vouchers.length })}</p>
      <Cards>
        {vouchers.map((voucher) => (
          <li key={voucher.id}>
            <VoucherCard voucher={voucher} />
          </li>
        ))}
      </Cards>
    </>
  );
}

// One column at 360 px, more as the screen grows.
const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.spacing.m};
  margin: 0;
  padding: 0;
  list-style: none;
`;
