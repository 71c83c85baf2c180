/** Writes app/ui/icons.svg from app/ui/icon-sprite.ts (decision 1617). */
import fs from 'node:fs';
import { renderSprite } from '../app/ui/icon-sprite';

fs.writeFileSync(new URL('../app/ui/icons.svg', import.meta.url), renderSprite());
console.log('wrote app/ui/icons.svg');
