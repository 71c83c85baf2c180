/**
 * Starts the end-to-end run's side servers — the faulty copies of the app and the fault proxy
 * (playwright.config.ts) — side by side, where Playwright starts its web servers one after the
 * other, and prints `side servers ready` (the config waits for that line) once every one of them
 * answers /healthz. As Playwright does for each web server, it refuses a port that is already
 * used, gives up after `SIDE_SERVERS_TIMEOUT_MS`, and ends the run when one of them exits.
 * SIGTERM stops them all.
 *   SIDE_SERVERS='[{"name":"faulty","port":3402,"script":"server.ts","env":{…}}]' npx tsx tests/e2e/support/side-servers.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT_DIR } from './env';

export interface SideServer {
  name: string;
  port: number;
  /** A TypeScript entry point relative to the project, run with tsx. */
  script: string;
  env: Record<string, string>;
}

const servers = JSON.parse(process.env.SIDE_SERVERS ?? '[]') as SideServer[];
const timeoutMs = Number(process.env.SIDE_SERVERS_TIMEOUT_MS ?? 120_000);
const TSX = path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx');

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://localhost:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

let stopping = false;
const children: ChildProcess[] = [];
function stopAll(code: number): void {
  stopping = true;
  let left = children.filter((c) => c.exitCode === null && c.signalCode === null).length;
  if (left === 0) process.exit(code);
  for (const child of children) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
}
process.on('SIGTERM', () => stopAll(0));
process.on('SIGINT', () => stopAll(0));

const used = (await Promise.all(servers.map(async (s) => ((await portInUse(s.port)) ? s : null)))).filter((s) => s !== null);
if (used.length > 0) {
  for (const s of used) console.error(`${s.name}: http://localhost:${s.port} is already used; make sure that nothing is running on the port`);
  process.exit(1);
}

for (const s of servers) {
  const child = spawn(TSX, [s.script], { cwd: ROOT_DIR, env: { ...process.env, ...s.env }, stdio: ['ignore', 'ignore', 'pipe'] });
  createInterface({ input: child.stderr! }).on('line', (line) => console.error(`[${s.name}] ${line}`));
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${s.name} exited early (${code ?? signal})`);
    stopAll(1);
  });
  children.push(child);
}

const deadline = Date.now() + timeoutMs;
const waiting = new Set(servers);
while (waiting.size > 0 && !stopping) {
  if (Date.now() > deadline) {
    console.error(`timed out after ${timeoutMs} ms waiting for ${[...waiting].map((s) => s.name).join(', ')}`);
    stopAll(1);
    break;
  }
  for (const s of [...waiting]) if (await healthy(s.port)) waiting.delete(s);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 100));
}
if (!stopping) console.log('side servers ready');
