import type { Brand } from '../../../shared/brands';
import { errorSummary, field } from './form';
import { escapeHtml, page } from './html';

type SignInField = 'email' | 'password';

export interface SignInError {
  field: SignInField;
  message: string;
}

export interface SignInView {
  action: string;
  /** The registration page of the same sign-in ('Create an account'). */
  registerHref?: string;
  /** The 'Forgot password?' page of the same sign-in. */
  forgotHref?: string;
  email?: string;
  errors?: SignInError[];
  /** The storefront the sign-in came from: its look (decision 1970). */
  brand?: Brand;
  /** The request's CSP nonce, for the show-password script. */
  nonce?: string;
}

/** The sign-in form, GOV.UK error pattern, works without JavaScript. */
export function signInPage({ action, registerHref, forgotHref, email = '', errors = [], brand, nonce }: SignInView): string {
  const errorFor = (f: SignInField) => errors.find((e) => e.field === f);
  const forgot = forgotHref ? `\n<p class="body forgot"><a href="${escapeHtml(forgotHref)}">Forgot password?</a></p>` : '';
  const body = `${errorSummary(errors)}<h1 class="heading">Sign in</h1>
<form method="post" action="${escapeHtml(action)}" novalidate>
${field({ name: 'email', label: 'Email address', type: 'email', autocomplete: 'username', value: email, error: errorFor('email') })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: errorFor('password') })}${forgot}
<button class="button" type="submit">Sign in</button>
</form>${registerHref ? `\n<p class="body aside">New here? <a href="${escapeHtml(registerHref)}">Create an account</a></p>` : ''}`;
  return page({ title: errors.length ? 'Error: Sign in' : 'Sign in', body, brand, nonce });
}
