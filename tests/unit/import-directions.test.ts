import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import directions of eslint.config.js, tried on one line of code in a file of each place. */
const eslint = new ESLint();

async function refusals(filePath: string, line: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${line}\nexport const used = x;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import directions', () => {
  it.each([
    ['a feature that may not use another', 'app/photos/x.ts', "import { x } from '~/albums/model';"],
    ['a lower feature using a higher one', 'app/selection/x.ts', "import { x } from '~/photos/model';"],
    ['a shared folder using a feature', 'app/ui/x.ts', "import { x } from '~/account/menu';"],
    ['services/ using a feature', 'app/services/x.ts', "import { x } from '~/orders/status';"],
    ['lib/ using ui/', 'app/lib/x.ts', "import { x } from '~/ui/Modal';"],
    ['a feature using root.tsx', 'app/orders/x.ts', "import { x } from '~/root';"],
    ['the app using the platform', 'app/photos/x.ts', "import { x } from '../../platform/index';"],
  ])('refuses %s', async (_name, file, line) => {
    expect(await refusals(file, line)).toHaveLength(1);
  });

  it.each([
    ['a feature using a feature it builds on', 'app/albums/x.ts', "import { x } from '~/photos/model';"],
    ['a feature using shared folders', 'app/photos/x.ts', "import { x } from '~/lib/root-data';"],
    ['the shell using any feature', 'app/account/x.ts', "import { x } from '~/albums/model';"],
    ['root.tsx using a feature', 'app/root.tsx', "import { x } from '~/consent/consent';"],
  ])('allows %s', async (_name, file, line) => {
    expect(await refusals(file, line)).toEqual([]);
  });
});
