import { loadNamespaces, Navigate, Route, Routes, useTranslation } from '@gb/shell/platform';
import { use } from 'react';

import { WalletActivationPage } from './wallet-activation.page';
import { WalletPage } from './wallet.page';

/** The wallet's wording lies in the order form's namespaces: they download with this chunk. */
export const WALLET_NAMESPACES = ['order', 'fields', 'validation'] as const;
const wordingLoaded = loadNamespaces(WALLET_NAMESPACES);

/**
 * `/wallet` and `/wallet/{token}`, as the route table names them: a chunk of their own that Home
 * never loads, suspended until their wording is there.
 */
export default function WalletRoutes() {
  use(wordingLoaded);
  // A language chosen while the chunk downloaded: its wording downloads before the pages show.
  const { ready } = useTranslation([...WALLET_NAMESPACES]);
  if (!ready) return null;
  return (
    <Routes>
      <Route index element={<WalletActivationPage />} />
      <Route path=":token" element={<WalletPage />} />
      <Route path="*" element={<Navigate to="/wallet" replace />} />
    </Routes>
  );
}
