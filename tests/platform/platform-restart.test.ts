import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refreshOverHttp, signInOverHttp } from '../support/oidc-http';
import { makeDataDir, portOf, removeDataDir, startTestPlatform, type TestPlatform } from '../support/test-platform';

const dataDir = makeDataDir();
let running: TestPlatform | undefined;

afterAll(async () => {
  await running?.platform.close();
  removeDataDir(dataDir);
});

describe('platform restart', () => {
  it('keeps keys, cookie secrets, accounts and tokens across a restart', async () => {
    running = await startTestPlatform({ dataDir });
    const port = portOf(running);
    expect(running.platform.origin).toBe(`http://localhost:${port}`);
    const keysFile = path.join(dataDir, 'keys', 'signing-jwks.json');
    const cookieFile = path.join(dataDir, 'keys', 'cookie-keys.json');
    const keysBefore = fs.readFileSync(keysFile, 'utf8');
    const cookiesBefore = fs.readFileSync(cookieFile, 'utf8');
    expect(fs.statSync(keysFile).mode & 0o077).toBe(0);

    const tokens = await signInOverHttp({ ...running.client, email: 'customer@example.com', password: 'keepsake-demo' });
    const before = await fetch(`${running.platform.origin}/customer-api/customers/me`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    const customer = (await before.json()) as { id: string };

    await running.platform.close();
    // Let this process's HTTP client see its pooled sockets closed before reusing the origin.
    await new Promise((resolve) => setTimeout(resolve, 50));
    running = await startTestPlatform({ dataDir, port });

    expect(fs.readFileSync(keysFile, 'utf8')).toBe(keysBefore);
    expect(fs.readFileSync(cookieFile, 'utf8')).toBe(cookiesBefore);
    const after = await fetch(`${running.platform.origin}/customer-api/customers/me`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { id: string }).id).toBe(customer.id);

    // The refresh token lives in SQLite, so it survives too; accounts were not seeded twice.
    const refreshed = await refreshOverHttp(running.client, tokens.refreshToken);
    expect(refreshed.accessToken).toBeTruthy();
    await expect(signInOverHttp({ ...running.client, email: 'customer@example.com', password: 'keepsake-demo' })).resolves.toBeTruthy();
  });
});
