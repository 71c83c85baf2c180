/**
 * The embedded platform alone in a process of its own, for the crash test (it is killed with
 * SIGKILL): `npx tsx tests/support/platform-child.ts DATA_DIR PORT`. Prints one JSON line
 * with its origin when it listens. EXPORT_CHUNK_BYTES in the environment applies as usual.
 */
import { startTestPlatform } from './test-platform';

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) throw new Error('usage: platform-child.ts DATA_DIR PORT');
const running = await startTestPlatform({ dataDir, port: Number(port), seed: false });
process.stdout.write(`${JSON.stringify({ origin: running.platform.origin, issuer: running.issuer })}\n`);
