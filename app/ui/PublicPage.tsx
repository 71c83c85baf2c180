import type { ReactNode } from 'react';
import { useRootData } from '~/lib/root-data';
import { BrandLogo } from './BrandLogo';

/** The frame of the pages anyone may see (no menu, no customer). */
export function PublicPage({ children }: { children: ReactNode }) {
  const root = useRootData();
  return (
    <div className="public">
      <header className="shell__header brand-header">
        {root ? <BrandLogo brand={root.brand} href={root.shopUrl} /> : null}
      </header>
      <main id="main" tabIndex={-1} className="public__main">
        {children}
      </main>
    </div>
  );
}
