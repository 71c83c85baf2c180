/**
 * Writes shared/brand-logo-outlines.ts (each brand's name as outlines, from its typeface:
 * decision 2500) and app/ui/brand-logos.svg: every storefront's logo drawing, once (decision 1619).
 */
import fs from 'node:fs';
import { renderLogoSprite } from '../shared/brand-logo';
import { BRANDS } from '../shared/brands';
import { logoOutlines, renderLogoOutlines } from './brand-logo-outlines';

fs.writeFileSync(new URL('../shared/brand-logo-outlines.ts', import.meta.url), renderLogoOutlines(BRANDS));
console.log('wrote shared/brand-logo-outlines.ts');
fs.writeFileSync(new URL('../app/ui/brand-logos.svg', import.meta.url), renderLogoSprite(BRANDS, logoOutlines(BRANDS)));
console.log('wrote app/ui/brand-logos.svg');
