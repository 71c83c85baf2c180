import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_SOURCES, renderSprite } from '../../app/ui/icon-sprite';

describe('the icon sprite (decision 1617)', () => {
  const committed = fs.readFileSync(new URL('../../app/ui/icons.svg', import.meta.url), 'utf8');

  it('is what app/ui/icon-sprite.ts renders: run `npx tsx scripts/icon-sprite.ts` after changing the list', () => {
    expect(committed).toBe(renderSprite());
  });

  it('holds one symbol with shapes for every icon name the components use', () => {
    const source = fs.readFileSync(new URL('../../app/ui/icons.tsx', import.meta.url), 'utf8');
    const used = [...source.matchAll(/icon\('(\w+)'\)/g)].map((m) => m[1]);
    expect(used.sort()).toEqual(Object.keys(ICON_SOURCES).sort());
    for (const name of used) expect(committed).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|rect|circle|line|polyline)`));
  });
});
