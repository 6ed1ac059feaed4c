import wallet from '@gb/contracts/messages/loaders/wallet';
import { provideCatalogues, Route, Routes } from '@gb/shell/platform';

import { NotFoundPage } from '../pages/not-found.page';
import { WalletActivationPage } from './wallet-activation.page';
import { WalletPage } from './wallet.page';

// The wallet's wording downloads from the storefront's own build, with the wallet's code.
provideCatalogues({ wallet });

/** The namespaces the wallet's pages show. */
export const WALLET_NAMESPACES = ['wallet', 'fields', 'validation'] as const;

/** `/wallet` and `/wallet/{token}`, as the route table names them. */
export function WalletRoutes() {
  return (
    <Routes>
      <Route index element={<WalletActivationPage />} />
      <Route path=":token" element={<WalletPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
