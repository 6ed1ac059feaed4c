import type { ReactNode } from 'react';
import { Breadcrumb, Breadcrumbs, Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import styled from 'styled-components';

import { PageTitle } from '../../components/page-title.component';
import { ToastRegion } from '../toast/toast-region.component';

export interface Crumb {
  label: string;
  /** A path inside the portal; the last crumb (the page itself) has none. */
  to?: string;
}

export interface PageLayoutProps {
  /** The page's heading and the first part of the browser title. */
  title: string;
  breadcrumbs?: readonly Crumb[];
  /** Actions of the page (new, export), at the heading's right or under it on a phone. */
  toolbar?: ReactNode;
  children: ReactNode;
}

function CrumbLink({ label, to }: Crumb & { to: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to);
  return (
    <AriaLink href={href} onClick={(event) => onClick(event as never)}>
      {label}
    </AriaLink>
  );
}

/** A dashboard page: breadcrumbs, heading with its toolbar, content, and the toast region. */
export function PageLayout({ title, breadcrumbs = [], toolbar, children }: PageLayoutProps) {
  const { t } = useTranslation();
  return (
    <Main>
      <PageTitle title={title} />
      {breadcrumbs.length > 0 && (
        <nav aria-label={t('kit.breadcrumbs')}>
          <Crumbs aria-label={t('kit.breadcrumbs')}>
            {breadcrumbs.map((crumb) => (
              <Breadcrumb key={crumb.label}>
                {crumb.to ? <CrumbLink {...crumb} to={crumb.to} /> : <span>{crumb.label}</span>}
              </Breadcrumb>
            ))}
          </Crumbs>
        </nav>
      )}
      <Header>
        <Heading>{title}</Heading>
        {toolbar && <Toolbar>{toolbar}</Toolbar>}
      </Header>
      {children}
      <ToastRegion />
    </Main>
  );
}

/** Destructive actions of a page, set apart at its end under their own heading. */
export function DangerZone({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Danger aria-labelledby="danger-zone-title">
      <DangerTitle id="danger-zone-title">{t('kit.dangerZone')}</DangerTitle>
      {children}
    </Danger>
  );
}

const Main = styled.main`
  box-sizing: border-box;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.m};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
`;

const Crumbs = styled(Breadcrumbs)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.s};

  li:not(:last-child)::after {
    content: '›';
    margin-left: ${({ theme }) => theme.spacing.s};
    color: ${({ theme }) => theme.colors.muted};
  }

  a {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.s};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};
`;

const Danger = styled.section`
  margin-top: ${({ theme }) => theme.spacing.l};
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.m};
`;

const DangerTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.s};
  font-size: ${({ theme }) => theme.fontSizes.m};
  color: ${({ theme }) => theme.colors.danger};
`;
