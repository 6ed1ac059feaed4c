import styled from 'styled-components';

/** The framed block of a dialog tab or a dashboard detail page (form cards, the picture card). */
export const CardFrame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.m};
`;
