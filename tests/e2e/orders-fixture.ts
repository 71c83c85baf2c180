import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { ACCOUNTS, APP_PORT, APP_URL } from './support/env';
import { signInAt } from './support/sign-in';

/**
 * The orders specs sign in once per worker into their own storage files (per port base and
 * worker), so runs of other specs on the same machine cannot swap the shared tests/.auth state
 * (cookies are per host, not per port) under them.
 */
type Who = keyof typeof ACCOUNTS & ('customer' | 'business');

export const test = base.extend<{ as: Who }, { ordersStates: Record<Who, string> }>({
  as: ['customer', { option: true }],
  ordersStates: [
    async ({ browser }, provide, workerInfo) => {
      const states = {} as Record<Who, string>;
      for (const who of ['customer', 'business'] as const) {
        const file = path.join(os.tmpdir(), `keepsake-orders-${APP_PORT}-${process.pid}-${workerInfo.workerIndex}-${who}.json`);
        const context = await browser.newContext({ javaScriptEnabled: true, baseURL: APP_URL });
        const page = await context.newPage();
        await signInAt(page, '/', ACCOUNTS[who]);
        await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
        await context.storageState({ path: file });
        await context.close();
        states[who] = file;
      }
      await provide(states);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ as, ordersStates }, provide) => {
    await provide(ordersStates[as]);
  },
});
export { expect };
