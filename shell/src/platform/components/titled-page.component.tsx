import type { MessageKey } from '@gb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { PageTitle } from './page-title.component';

interface TitledPageProps {
  /** Catalogue key of the route title. */
  titleKey: MessageKey;
  children?: ReactNode;
}

/** A page whose heading and browser title are the route title from the catalogue. */
export function TitledPage({ titleKey, children }: TitledPageProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <Wrapper>
      <PageTitle title={title} />
      <Heading>{title}</Heading>
      {children}
    </Wrapper>
  );
}

const Wrapper = styled.main`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.m};
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
