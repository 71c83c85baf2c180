/**
 * Composition root: validates configuration, starts the embedded platform in its own process
 * when an upstream points at it, and serves the Remix app on every core (decision 1610): a
 * node:cluster of WEB_CONCURRENCY workers (default: os.availableParallelism()), or this one
 * process when that is 1. `npm start` serves the production build (building it first when
 * missing or stale); `npm run dev` serves through Vite in this one process.
 */
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log } from './app/lib/log.server.ts';
import { serveApp } from './server/app.ts';
import { runCluster } from './server/cluster.ts';
import { loadConfig } from './server/config.ts';
import { startPlatformProcess, type PlatformProcess } from './server/platform-process.ts';

// The product's runtime is Node 24 LTS from the registry (decision 2480), which npm's scripts put
// first on their PATH; the native modules are built for it alone.
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`Keepsake runs on Node 24 LTS; this is Node ${process.version}. Start it with npm start (or npm run dev), which uses node_modules/.bin/node.`);
  process.exit(1);
}

const dev = process.argv.includes('--dev');
if (!dev) process.env.NODE_ENV = 'production';

/** The embedded platform's origin, handed from the primary to its workers. */
const PLATFORM_ORIGIN_ENV = 'KEEPSAKE_PLATFORM_ORIGIN';

const SOURCES = ['app', 'shared', 'public', 'vite.config.ts', 'package-lock.json'];
function newestSourceMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestSourceMtime(path.join(entry, name))));
}

/** Builds the app when build/ is missing or older than its sources. */
function ensureBuild(): string {
  const entry = path.resolve('build/server/index.js');
  const built = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  if (built < Math.max(...SOURCES.map(newestSourceMtime))) {
    log('info', built ? 'build is stale; rebuilding' : 'no build yet; building');
    const result = spawnSync('npx', ['remix', 'vite:build'], { stdio: 'inherit' });
    if (result.status !== 0) {
      log('error', 'build failed');
      process.exit(1);
    }
  }
  return entry;
}

async function primary() {
  const config = loadConfig();
  if (dev === false) ensureBuild();
  const workers = dev ? 1 : (config.WEB_CONCURRENCY ?? os.availableParallelism());

  let stopAll: (reason: string, code: number) => void = (_reason, code) => process.exit(code);
  const failed = (error: Error) => {
    log('error', 'the platform process could not start', { error: error.message });
    stopAll('platform failure', 1);
  };
  let platform: PlatformProcess | undefined;
  if (config.embeddedPlatform) {
    platform = await startPlatformProcess(failed);
    log('info', 'embedded platform started', { origin: platform.origin });
  }
  const origin = platform?.origin ?? null;
  const afterClose = async () => platform?.close();

  if (workers === 1) {
    await serveApp(config, { dev, platform: origin, announce: true, afterClose });
    stopAll = (_reason, code) => void afterClose().finally(() => process.exit(code));
    return;
  }
  const running = runCluster({
    workers,
    env: origin ? { [PLATFORM_ORIGIN_ENV]: origin } : {},
    readyMessage: `Keepsake is ready on http://localhost:${config.PORT}`,
    readyFields: { platform: origin, node: process.version },
    afterStop: afterClose,
  });
  stopAll = running.stop;
}

const main = cluster.isPrimary
  ? primary()
  : serveApp(loadConfig(), { dev, platform: process.env[PLATFORM_ORIGIN_ENV] ?? null, announce: false });

main.catch((error: unknown) => {
  log('error', 'failed to start', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
