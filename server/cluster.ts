import cluster, { type Worker } from 'node:cluster';
import { log } from '../app/lib/log.server.ts';
import { forkedExecArgv } from './young-generation.ts';

export interface ClusterOptions {
  workers: number;
  /** Extra environment of every worker. */
  env?: Record<string, string>;
  /** Logged with the "ready" line once every worker listens. */
  readyMessage: string;
  readyFields?: Record<string, unknown>;
  /** Runs after every worker has ended on shutdown (say, closing the platform process). */
  afterStop?: () => Promise<void>;
}

export interface RunningCluster {
  /** Ends every worker gracefully (SIGTERM), runs afterStop, then exits with `code`. */
  stop(reason: string, code?: number): void;
}

/** How long workers get to finish their requests on shutdown before they are killed. */
const STOP_MS = 10_000;

/**
 * The primary of the app's cluster (decision 1610): forks `workers` copies of this same script
 * (node:cluster shares the listening port between them), replaces a worker that dies after it
 * listened (a crash or a kill; exit code 0 is a graceful stop), and stops everything when one cannot start (a start-up error would only repeat).
 * SIGTERM and SIGINT stop the workers gracefully, then `afterStop`, then the process.
 */
export function runCluster(options: ClusterOptions): RunningCluster {
  const listened = new Set<number>();
  let stopping = false;
  let announced = false;
  let exitCode = 0;

  cluster.setupPrimary({ execArgv: forkedExecArgv() });
  const spawn = () => cluster.fork(options.env ?? {});
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  const finish = () => {
    if (alive().length > 0) return;
    (options.afterStop?.() ?? Promise.resolve()).finally(() => process.exit(exitCode));
  };

  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log('info', 'shutting down', { reason, workers: alive().length });
    setTimeout(() => {
      for (const worker of alive()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_MS).unref();
    for (const worker of alive()) worker.process.kill('SIGTERM');
    finish();
  };

  cluster.on('listening', (worker) => {
    listened.add(worker.id);
    if (announced) log('info', 'app worker listening', { pid: worker.process.pid });
    else if (listened.size >= options.workers) {
      announced = true;
      log('info', options.readyMessage, { ...options.readyFields, workers: alive().map((w) => w.process.pid) });
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return finish();
    const fields = { pid: worker.process.pid, code, signal };
    if (!listened.has(worker.id)) {
      log('error', 'app worker ended before it listened; stopping', fields);
      return stop('a worker could not start', 1);
    }
    listened.delete(worker.id);
    // Exit code 0 is a worker's own graceful stop (a signal sent to the whole process group
    // reaches it before the primary acts): not replaced, the primary is stopping too.
    if (code === 0 && !signal) return log('info', 'app worker stopped', fields);
    log('error', 'app worker ended; starting another', fields);
    spawn();
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < options.workers; i += 1) spawn();
  return { stop };
}
