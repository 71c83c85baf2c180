/** Writes app/ui/brand-logos.svg: every storefront's logo drawing, once (decision 1619). */
import fs from 'node:fs';
import { renderLogoSprite } from '../shared/brand-logo';
import { BRANDS } from '../shared/brands';

fs.writeFileSync(new URL('../app/ui/brand-logos.svg', import.meta.url), renderLogoSprite(BRANDS));
console.log('wrote app/ui/brand-logos.svg');
