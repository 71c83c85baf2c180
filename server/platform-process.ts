import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { log } from '../app/lib/log.server.ts';
import { forkedExecArgv } from './young-generation.ts';

const CHILD = fileURLToPath(new URL('./platform-child.ts', import.meta.url));

/**
 * libuv's thread pool carries the platform's image work (sharp) and its file reads and writes
 * alike; with the default 4 threads, a few uploads being decoded hold every thread and a
 * download's or a thumbnail's read waits behind them (decision 1613). Set when not given.
 */
const PLATFORM_THREADPOOL_SIZE = '16';

export interface PlatformProcess {
  origin: string;
  close(): Promise<void>;
}

/** Forks server/platform-child.ts and resolves once it listens; rejects when it ends before that. */
function forkPlatform(): Promise<{ child: ChildProcess; origin: string }> {
  const env = { ...process.env, UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? PLATFORM_THREADPOOL_SIZE };
  const child = fork(CHILD, [], { stdio: 'inherit', env, execArgv: forkedExecArgv() });
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`the platform process ended before it listened (code ${code}, signal ${signal})`)));
    child.on('message', (message: { type?: string; origin?: string }) => {
      if (message.type === 'ready' && message.origin) resolve({ child, origin: message.origin });
    });
  });
}

/**
 * The embedded platform in its own process (decision 1610). One that ends after it listened is
 * replaced (and logged); one that cannot start calls `onFailure` (the server stops).
 */
export async function startPlatformProcess(onFailure: (error: Error) => void): Promise<PlatformProcess> {
  let closing = false;
  let current = await forkPlatform();
  const watch = (child: ChildProcess) =>
    child.once('exit', (code, signal) => {
      if (closing) return;
      // Exit code 0 is a graceful stop (SIGTERM or SIGINT to the process group: the primary is stopping too).
      if (code === 0) return log('info', 'platform process stopped', { pid: child.pid });
      log('error', 'platform process ended; starting another', { pid: child.pid, code, signal });
      forkPlatform().then((next) => {
        current = next;
        if (closing) next.child.kill('SIGTERM');
        else watch(next.child);
      }, onFailure);
    });
  watch(current.child);
  return {
    origin: current.origin,
    async close() {
      closing = true;
      const { child } = current;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
