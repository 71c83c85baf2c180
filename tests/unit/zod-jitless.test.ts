import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// zod's `jitless` setting must be made before a schema is, in the browser (app/lib/zod-jitless.ts),
// and only where schemas are: not in root.tsx, which every page loads.
const APP = join(process.cwd(), 'app');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
}

/** Modules that may run in the browser and import zod's values (not only its types). */
const browserZod = files(APP).filter((f) => !/\.server\.tsx?$/.test(f) && !f.endsWith('zod-jitless.ts') && /^import \{[^}]*\} from 'zod';$/m.test(readFileSync(f, 'utf8')));

describe("zod's jitless setting", () => {
  it('is imported first by every module that makes schemas and may run in the browser', () => {
    expect(browserZod.length).toBeGreaterThan(0);
    for (const file of browserZod) {
      const first = readFileSync(file, 'utf8').split('\n').find((line) => line.startsWith('import '));
      expect(first, file).toBe("import '~/lib/zod-jitless';");
    }
  });

  it('is not in the root, which every page loads', () => {
    expect(readFileSync(join(APP, 'root.tsx'), 'utf8')).not.toContain('zod');
  });
});
