/** Writes app/styles/brand-fonts.css: each brand's typeface and its fallbacks (decision 2430). */
import fs from 'node:fs';
import { renderBrandFontsCss } from './brand-fonts-css';

fs.writeFileSync(new URL('../app/styles/brand-fonts.css', import.meta.url), await renderBrandFontsCss());
console.log('wrote app/styles/brand-fonts.css');
