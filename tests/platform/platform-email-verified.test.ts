/**
 * Decision 2313: the provider says `email_verified: true` only for an address shown
 * to reach its owner (a seeded customer, or one confirmed through the e-mail-change link), never
 * for one typed at registration.
 */
import { afterAll, expect, it } from 'vitest';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { registerAccount } from '../../platform/accounts/registration';
import { openDatabase } from '../../platform/db/open';
import { createFindAccount } from '../../platform/idp/claims';
import { seedIfEmpty } from '../../platform/seed/index';
import { makeDataDir, removeDataDir } from '../support/test-platform';

const dataDir = makeDataDir();
afterAll(() => removeDataDir(dataDir));

it('releases email_verified: false for a registered address, true for a seeded or confirmed one', async () => {
  const { db, close } = await openDatabase(dataDir);
  try {
    await seedIfEmpty(db);
    const find = createFindAccount(db);
    const verified = async (id: string) => (await (await find({} as KoaContextWithOIDC, id))!.claims('id_token', 'openid email', {}, []))['email_verified'];
    const created = await registerAccount(db, { firstName: 'Robin', lastName: 'Fresh', email: 'robin.unverified@example.com', password: 'a-good-password' });
    if (!('account' in created)) throw new Error('not registered');
    expect(await verified(created.account.id)).toBe(false);
    const seeded = await db.selectFrom('accounts').select('id').where('email', '=', 'customer@example.com').executeTakeFirstOrThrow();
    expect(await verified(seeded.id)).toBe(true);
    // What the e-mail-change confirmation does (platform-auth-service.test.ts opens the real link).
    await db.updateTable('accounts').set({ email_verified_at: new Date().toISOString() }).where('id', '=', created.account.id).execute();
    expect(await verified(created.account.id)).toBe(true);
  } finally {
    await close();
  }
});
