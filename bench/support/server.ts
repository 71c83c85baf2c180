/**
 * Starts the product the way the README does (`npx tsx server.ts`, production build) on free
 * ports with its own data directory, for benchmarks. Stops it and removes the directory after.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The app measured: this repository, or BENCH_APP_ROOT (say, an older commit unpacked elsewhere). */
export const ROOT = process.env.BENCH_APP_ROOT ?? fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Builds once when build/ is missing. */
export function ensureBuild(): void {
  if (existsSync(path.join(ROOT, 'build', 'server', 'index.js'))) return;
  console.log('No production build: running npm run build');
  // The build's own output goes to stderr, so it stays out of the figures bench/report.ts records.
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (build.status !== 0) throw new Error('npm run build failed');
}

export interface BenchServer {
  appUrl: string;
  /** The server's process group (server.ts and its children). */
  pgid: number;
  issuer: string;
  dataDir: string;
  clientSecret(): string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the server exited before it was ready');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

/**
 * Starts server.ts; pass `dataDir` to reuse one (it is then not removed on stop), `nodeArgs` to
 * run it under `node <nodeArgs> --import tsx`, `root` to start another checkout's (bench/ab.ts).
 */
export async function startServer(options: { dataDir?: string; nodeArgs?: string[]; root?: string } = {}): Promise<BenchServer> {
  const port = await freePort();
  let platformPort = await freePort();
  while (platformPort === port) platformPort = await freePort();
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'keepsake-bench-'));
  const appUrl = `http://localhost:${port}`;
  const [command, args] = options.nodeArgs ? [process.execPath, [...options.nodeArgs, '--import', 'tsx', 'server.ts']] : ['npx', ['tsx', 'server.ts']];
  const child = spawn(command, args, {
    cwd: options.root ?? ROOT,
    env: { ...process.env, PORT: String(port), PLATFORM_PORT: String(platformPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = async () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await Promise.race([
      new Promise((r) => (exited ? r(null) : child.once('exit', r))),
      new Promise((r) => setTimeout(r, 5_000)),
    ]);
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    void stop().then(() => process.exit(130));
  });
  try {
    await waitForHealth(`${appUrl}/healthz`, 180_000, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    appUrl,
    pgid: child.pid!,
    issuer: `http://localhost:${platformPort}/idp`,
    dataDir,
    clientSecret: () => (JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { oidcClientSecret: string }).oidcClientSecret,
    stop,
  };
}
