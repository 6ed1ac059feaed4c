import { styled } from '@gb/shell/platform';
import type { PublicVoucher, VoucherCategory } from '@gb/contracts';

import { useGrowingCount } from './use-growing-count.hook';
import { VoucherCard } from './voucher-card.component';

interface VoucherGalleryProps {
  vouchers: readonly PublicVoucher[];
  categoriesById: ReadonlyMap<number, VoucherCategory>;
  onOpen: (voucherId: number) => void;
}

export function VoucherGallery({ vouchers, categoriesById, onOpen }: VoucherGalleryProps) {
  const drawn = useGrowingCount(vouchers.length);
  return (
    <Cards>
      {vouchers.slice(0, drawn).map((voucher) => (
        <Item key={voucher.id}>
          <VoucherCard
            voucher={voucher}
            color={categoriesById.get(voucher.voucherCategoryId ?? -1)?.color}
            onOpen={onOpen}
          />
        </Item>
      ))}
    </Cards>
  );
}

// One column at 360 px, more as the screen grows.
export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.spacing.m};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Cards far outside the viewport are neither laid out nor painted, so 2,000 stay smooth.
const Item = styled.li`
  content-visibility: auto;
  contain-intrinsic-size: auto 24rem;
`;
