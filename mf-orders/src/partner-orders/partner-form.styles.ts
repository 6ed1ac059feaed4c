import { styled } from '@gb/shell/platform';

/** The small forms of the partner-order page: one column of fields, the button last. */
export const PartnerForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  max-width: 40rem;
`;
