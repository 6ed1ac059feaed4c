import { styled } from '@gb/shell/platform';

import { SkeletonBox, SkeletonLine } from '../components/skeleton.component';
import { Cards } from './voucher-gallery.component';
import { COMPLETE_IMAGE_RATIO } from './voucher-image.component';

// A row of cards on a desktop, one screen on a phone.
const CARDS = 4;

/** The voucher section's place while the vouchers load: filter, count, tabs and cards. */
export function VoucherSectionSkeleton() {
  return (
    <div aria-hidden="true">
      <Filter>
        <Field />
        <Field />
        <Field />
      </Filter>
      <SkeletonLine $width="12rem" />
      <Tabs />
      <Cards>
        {Array.from({ length: CARDS }, (_, index) => (
          <li key={index}>
            <Card>
              <Image />
              <Text>
                <SkeletonLine $width="90%" />
                <SkeletonLine $width="60%" />
                <SkeletonLine $width="40%" />
              </Text>
            </Card>
          </li>
        ))}
      </Cards>
    </div>
  );
}

// The filter bar's grid: one field a row on a phone, three in a row from 600 px.
const Filter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  margin-bottom: ${({ theme }) => theme.spacing.m};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

// A label over an input.
const Field = styled(SkeletonBox)`
  height: 4.25rem;
`;

const Tabs = styled(SkeletonBox)`
  height: 2.6rem;
  margin: ${({ theme }) => theme.spacing.m} 0;
`;

const Card = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top-width: 4px;
  border-radius: ${({ theme }) => theme.radii.m};
`;

const Image = styled(SkeletonBox)`
  aspect-ratio: ${COMPLETE_IMAGE_RATIO};
  border-radius: 0;
`;

const Text = styled.div`
  padding: ${({ theme }) => theme.spacing.m};
`;
