/**
 * The floor for SSR benches: a bare Remix v2 Vite app (one route whose loader returns 24
 * items), written to a temporary directory, built with this repository's node_modules and
 * served by remix-serve on a free port. Stop it to remove the directory.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from './server';

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'bare',
    private: true,
    type: 'module',
    dependencies: { isbot: '*', '@remix-run/node': '*', '@remix-run/react': '*', '@remix-run/serve': '*', react: '*', 'react-dom': '*' },
    devDependencies: { '@remix-run/dev': '*', vite: '*' },
  }),
  'vite.config.ts': `import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [remix({ future: { v3_fetcherPersist: true, v3_relativeSplatPath: true,
  v3_throwAbortReason: true, v3_singleFetch: true, v3_lazyRouteDiscovery: true } })] });
`,
  // Hydrated: <html data-js>, as the app's root says it (bench/lowend.ts times it).
  'app/root.tsx': `import { Links, Meta, Outlet, Scripts } from '@remix-run/react';
import { useEffect } from 'react';
export default function App() {
  useEffect(() => document.documentElement.setAttribute('data-js', ''), []);
  return (<html lang="en"><head><meta charSet="utf-8" /><link rel="icon" href="data:," /><Meta /><Links /></head>
    <body><Outlet /><Scripts /></body></html>);
}
`,
  'app/routes/_index.tsx': `import { useLoaderData } from '@remix-run/react';
export const loader = () => ({ items: Array.from({ length: 24 }, (_, i) => ({ id: i, title: 'Item ' + i })) });
export default function Index() {
  const { items } = useLoaderData<typeof loader>();
  return (<main><h1>Bare</h1><ul>{items.map((i) => <li key={i.id}>{i.title}</li>)}</ul></main>);
}
`,
};

export interface BareRemix {
  url: string;
  /** remix-serve's process group. */
  pgid: number;
  stop(): Promise<void>;
}

export async function startBareRemix(): Promise<BareRemix> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'keepsake-bare-remix-'));
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@remix-run/dev/dist/cli.js'), 'vite:build'], { cwd: dir, stdio: ['ignore', 2, 2] });
  if (build.status !== 0) throw new Error('building the bare Remix app failed');
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/@remix-run/serve/dist/cli.js'), 'build/server/index.js'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 2],
    detached: true,
  });
  const url = `http://localhost:${port}/`;
  for (let i = 0; i < 120; i += 1) {
    const ok = await fetch(url).then((r) => r.ok).catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pgid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
