/** Writes the sign-in provider's font stylesheet and file list (decision 2501). */
import fs from 'node:fs';
import { renderIdpFontsCss, renderIdpFontsModule } from './idp-fonts-css';

fs.writeFileSync(new URL('../platform/idp/assets/brand-fonts.css', import.meta.url), await renderIdpFontsCss());
fs.writeFileSync(new URL('../platform/idp/brand-fonts.ts', import.meta.url), renderIdpFontsModule());
console.log('wrote platform/idp/assets/brand-fonts.css and platform/idp/brand-fonts.ts');
