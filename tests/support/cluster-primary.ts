/**
 * server/cluster.ts around a tiny worker (no Remix build needed), for tests/platform/cluster.test.ts:
 * `PORT=… npx tsx tests/support/cluster-primary.ts`. Each worker answers with its pid; a
 * worker started with FAIL_TO_START set ends before it listens.
 */
import cluster from 'node:cluster';
import http from 'node:http';
import { runCluster } from '../../server/cluster.ts';

if (cluster.isPrimary) {
  runCluster({
    workers: 2,
    readyMessage: 'ready',
    env: process.env.FAIL_TO_START ? { FAIL_TO_START: '1' } : {},
    afterStop: async () => void process.stdout.write(`${JSON.stringify({ message: 'after stop' })}\n`),
  });
} else {
  if (process.env.FAIL_TO_START) process.exit(3);
  const server = http.createServer((_req, res) => res.end(String(process.pid))).listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
