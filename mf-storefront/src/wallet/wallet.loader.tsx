import { loadNamespaces } from '@gb/shell/platform';
import { lazy, Suspense } from 'react';

/**
 * The wallet's pages: their chunk and their wording download when a wallet address is opened,
 * never with Home's first load.
 */
const WalletRoutes = lazy(async () => {
  const { WalletRoutes: Routes, WALLET_NAMESPACES } = await import('./wallet-routes.component');
  await loadNamespaces(WALLET_NAMESPACES);
  return { default: Routes };
});

export function LazyWalletRoutes() {
  return (
    <Suspense fallback={null}>
      <WalletRoutes />
    </Suspense>
  );
}
