import type { Kysely } from 'kysely';
import type { Account as OidcAccount, AccessToken, ClientCredentials, FindAccount, KoaContextWithOIDC } from 'oidc-provider';
import { findAccountById, isBusiness } from '../accounts/repository';
import type { Account, Database } from '../db/schema';

/** Claims the IdP releases, per scope. `idp_type`/`idp_sub` ride on `openid` so every token carries them. */
export const SCOPE_CLAIMS = {
  openid: ['sub', 'idp_type', 'idp_sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name'],
};

/** `authentication_method` claim: business accounts are told apart by 'b2b'. */
function authenticationMethod(account: Pick<Account, 'customer_type'>): 'b2b' | 'password' {
  return isBusiness(account) ? 'b2b' : 'password';
}

/** oidc-provider's findAccount over the accounts table. Deleted accounts still exist at the IdP. */
export function createFindAccount(db: Kysely<Database>): FindAccount {
  return async (_ctx, sub): Promise<OidcAccount | undefined> => {
    const account = await findAccountById(db, sub);
    if (!account) return undefined;
    return {
      accountId: account.id,
      claims: () => ({
        sub: account.id,
        idp_type: account.idp_type,
        idp_sub: account.idp_sub,
        email: account.email,
        // Only an address shown to reach its owner (decision 2313): registration does not check it.
        email_verified: Boolean(account.email_verified_at),
        name: `${account.first_name} ${account.last_name}`.trim(),
        given_name: account.first_name,
        family_name: account.last_name,
      }),
    };
  };
}

/** Extra claims in every JWT access token: idp_type, idp_sub, email, authentication_method. */
export function createExtraTokenClaims(db: Kysely<Database>) {
  return async (_ctx: KoaContextWithOIDC, token: AccessToken | ClientCredentials) => {
    if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
    const account = await findAccountById(db, token.accountId);
    if (!account) return undefined;
    return {
      idp_type: account.idp_type,
      idp_sub: account.idp_sub,
      email: account.email,
      authentication_method: authenticationMethod(account),
      // The grant it belongs to: the services refuse the token once the grant is gone (sign-out,
      // a revoked refresh token), not only when it expires (decision 1721).
      gid: token.grantId,
    };
  };
}
