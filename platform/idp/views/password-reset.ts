import { PASSWORD_MIN } from '../../accounts/registration';
import type { Brand } from '../../../shared/brands';
import { errorSummary, field, type FieldError } from './form';
import { escapeHtml, page } from './html';

/** The pages of 'Forgot password?' (decision 2502): ask for a link, check your email, choose a new password. */
interface PageBase {
  brand?: Brand;
  nonce?: string;
}

const backLink = (href: string | undefined, words: string) => (href ? `\n<p class="body aside"><a href="${escapeHtml(href)}">${words}</a></p>` : '');

/** 'Reset your password': the address to send a link to. */
export function forgotPasswordPage({ action, signInHref, email = '', errors = [], brand, nonce }: PageBase & { action: string; signInHref: string; email?: string; errors?: FieldError[] }): string {
  const body = `${errorSummary(errors)}<h1 class="heading">Reset your password</h1>
<p class="body">Enter the email address of your account. We will send you a link to choose a new password.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
${field({ name: 'email', label: 'Email address', type: 'email', autocomplete: 'username', value: email, error: errors.find((e) => e.field === 'email') })}
<button class="button" type="submit">Send link</button>
</form>${backLink(signInHref, 'Back to sign in')}`;
  return page({ title: errors.length ? 'Error: Reset your password' : 'Reset your password', body, brand, nonce });
}

/** The same answer for every address, whether or not it has an account. */
export function resetLinkSentPage({ email, signInHref, brand }: PageBase & { email?: string; signInHref?: string }): string {
  const whom = email ? `<strong>${escapeHtml(email)}</strong>` : 'that address';
  const body = `<h1 class="heading">Check your email</h1>
<p class="body">If an account exists for ${whom}, we have sent a link to reset your password.</p>
<p class="body">The link works once and expires in 1 hour. If no email arrives, check your spam folder or ask for another link.</p>${backLink(signInHref, 'Back to sign in')}`;
  return page({ title: 'Check your email', body, brand });
}

/** 'Choose a new password': the link's form, with registration's rules. */
export function chooseNewPasswordPage({ action, errors = [], brand, nonce }: PageBase & { action: string; errors?: FieldError[] }): string {
  const body = `${errorSummary(errors)}<h1 class="heading">Choose a new password</h1>
<form method="post" action="${escapeHtml(action)}" novalidate>
${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: `Use at least ${PASSWORD_MIN} characters.`, error: errors.find((e) => e.field === 'password') })}
<button class="button" type="submit">Change password</button>
</form>`;
  return page({ title: errors.length ? 'Error: Choose a new password' : 'Choose a new password', body, brand, nonce });
}

/** After the change: every session has ended; sign in again on the storefront. */
export function passwordChangedPage({ signInHref, brand }: PageBase & { signInHref?: string }): string {
  const body = `<h1 class="heading">Your password has been changed</h1>
<p class="body">You have been signed out on every device. Sign in with your new password.</p>${
    signInHref ? `\n<p class="body"><a class="button" href="${escapeHtml(signInHref)}">Sign in</a></p>` : ''
  }`;
  return page({ title: 'Your password has been changed', body, brand });
}

/** A link that is unknown, used or expired: the same words for each. */
export function resetLinkInvalidPage({ signInHref, brand }: PageBase & { signInHref?: string }): string {
  const body = `<h1 class="heading">This link has expired or has already been used</h1>
<p class="body">A link to reset your password works once, for 1 hour. To get a new one, go to sign in and choose ‘Forgot password?’.</p>${backLink(signInHref, 'Go to sign in')}`;
  return page({ title: 'This link has expired or has already been used', body, brand });
}
