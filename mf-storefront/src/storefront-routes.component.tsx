import { Route, Routes } from '@gb/shell/platform';
import { HomePage } from './pages/home/home.page';
import { NotFoundPage } from './pages/not-found.page';
import { RegionLandingPage } from './pages/region-landing.page';
import { TextBlockPage } from './pages/text-block.page';
import { TEXT_BLOCK_CANONICALS } from './text-block-canonicals';
import { LazyWalletRoutes } from './wallet/wallet.loader';

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
      <Route path="/wallet/*" element={<LazyWalletRoutes />} />
      <Route path="/:regionCanonical" element={<RegionLandingPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
