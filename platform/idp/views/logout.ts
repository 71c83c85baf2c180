import type { Brand } from '../../../shared/brands';
import { page } from './html';

/**
 * The end-session confirmation. `providerForm` is oidc-provider's empty form (action + xsrf input);
 * the submit button goes inside it so the page needs no `form=` attribute and no script.
 */
export function signOutPage(providerForm: string, brand?: Brand): string {
  const button = '<button class="button" type="submit" name="logout" value="yes">Sign out</button>';
  const form = providerForm.replace('</form>', `${button}</form>`);
  return page({
    brand,
    title: 'Sign out',
    body: `<h1 class="heading">Sign out</h1>
<p class="body">Do you want to sign out?</p>
${form}`,
  });
}

export function signedOutPage(): string {
  return page({
    title: 'You are signed out',
    body: `<h1 class="heading">You are signed out</h1>
<p class="body">You can close this page.</p>`,
  });
}
