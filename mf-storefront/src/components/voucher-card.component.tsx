import type { PublicVoucher } from '@gb/contracts';
import styled from 'styled-components';

interface VoucherCardProps {
  voucher: PublicVoucher;
}

export function VoucherCard({ voucher }: VoucherCardProps) {
  return (
    <Card>
      <Offer>{voucher.offerShort}</Offer>
      <Company>{voucher.companyName}</Company>
      <City>{voucher.city}</City>
    </Card>
  );
}

const Card = styled.article`
  height: 100%;
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.background};
`;

const Offer = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.s};
  font-weight: bold;
`;

const Company = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.m};
`;

const City = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;
