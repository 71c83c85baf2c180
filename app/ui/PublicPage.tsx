import type { ReactNode } from 'react';
import { BrandHeader } from './BrandHeader';
import { StorefrontFooter } from './StorefrontFooter';

/** The frame of the pages anyone may see (no menu, no customer). */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div className="public">
      <BrandHeader />
      <main id="main" tabIndex={-1} className="public__main">
        {children}
      </main>
      <footer className="public__footer">
        <StorefrontFooter />
      </footer>
    </div>
  );
}
