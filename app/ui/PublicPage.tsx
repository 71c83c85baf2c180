import { useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { RootData } from '~/root';

/** The frame of the pages anyone may see (no menu, no customer). */
export function PublicPage({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return (
    <div className="public">
      <header className="shell__header">
        <p className="shell__brand">{root?.brand.name}</p>
      </header>
      <main id="main" tabIndex={-1} className="public__main">
        {children}
      </main>
    </div>
  );
}
