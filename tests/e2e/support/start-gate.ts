import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Playwright's global setup, run once its web servers are up: with E2E_START_GATE set (by
 * scripts/test.sh, which starts the servers while Vitest runs), the tests wait until that file
 * exists, so the two suites never share the machine's cores while tests are timed.
 */
export default async function waitForTheGate(): Promise<void> {
  const gate = process.env.E2E_START_GATE;
  if (!gate) return;
  while (!existsSync(gate)) await sleep(200);
}
