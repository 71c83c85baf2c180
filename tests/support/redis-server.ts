import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** Debian's redis-server; scripts/test.sh installs it when missing, so CI always has it. */
export const REDIS_BINARY = process.env.REDIS_SERVER ?? 'redis-server';
export const hasRedis = spawnSync(REDIS_BINARY, ['--version']).status === 0;

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** A redis-server of the test's own: a free port on loopback, a temporary directory, nothing saved. */
export async function startRedis(): Promise<TestRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-redis-'));
  const port = await freePort();
  const proc: ChildProcess = spawn(REDIS_BINARY, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    proc.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${out}`)));
  });
  proc.stdout!.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((resolve) => proc.once('exit', resolve));
        proc.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
