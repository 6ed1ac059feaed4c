import { Route, Routes } from '@gb/shell/platform';
import { lazy, Suspense } from 'react';

import { HomePage } from './pages/home/home.page';
import { NotFoundPage } from './pages/not-found.page';
import { RegionLandingPage } from './pages/region-landing.page';
import { TextBlockPage } from './pages/text-block.page';
import { TEXT_BLOCK_CANONICALS } from './text-block-canonicals';

/** The wallet's pages: a chunk of their own, never in Home's first load. */
const WalletRoutes = lazy(() => import('./wallet/wallet-routes.component'));

/** Every public route; anything under /dashboard belongs to other remotes. */
export function StorefrontRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route
        path="/legal-notice"
        element={
          <TextBlockPage
            titleKey="routes.legalNotice"
            canonical={TEXT_BLOCK_CANONICALS.legalNotice}
          />
        }
      />
      <Route
        path="/contact"
        element={
          <TextBlockPage titleKey="routes.contact" canonical={TEXT_BLOCK_CANONICALS.contact} />
        }
      />
      <Route
        path="/become-partner"
        element={
          <TextBlockPage
            titleKey="routes.becomePartner"
            canonical={TEXT_BLOCK_CANONICALS.becomePartner}
          />
        }
      />
      <Route
        path="/wallet/*"
        element={
          <Suspense>
            <WalletRoutes />
          </Suspense>
        }
      />
      <Route path="/:regionCanonical" element={<RegionLandingPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
