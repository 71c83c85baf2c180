import type Provider from 'oidc-provider';

/**
 * oidc-provider drops `offline_access` from an authorization request unless `prompt` includes
 * `consent`. Our first-party client always asks for it (and arctic sends the same scopes again
 * when refreshing, which must then be a subset of the refresh token's), so for that client we add
 * `consent` to the prompt; consent is then granted without a page (see consent.ts).
 */
export function requestConsentForOfflineAccess(provider: Provider, clientId: string): void {
  const authorizationPath = provider.pathFor('authorization', { mountPath: '' });
  provider.use(async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path === authorizationPath) {
      const query = new URLSearchParams(ctx.querystring);
      const prompts = new Set((query.get('prompt') ?? '').split(' ').filter(Boolean));
      const wantsOffline = (query.get('scope') ?? '').split(' ').includes('offline_access');
      if (query.get('client_id') === clientId && wantsOffline && !prompts.has('none') && !prompts.has('consent')) {
        prompts.add('consent');
        query.set('prompt', [...prompts].join(' '));
        ctx.querystring = query.toString();
      }
    }
    await next();
  });
}
