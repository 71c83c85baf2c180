import type { Brand } from '../../../shared/brands';
import { escapeHtml, page } from './html';

export type SignInField = 'email' | 'password';

export interface SignInError {
  field: SignInField;
  message: string;
}

export interface SignInView {
  action: string;
  /** The registration page of the same sign-in ('Create an account'). */
  registerHref?: string;
  email?: string;
  errors?: SignInError[];
  /** The storefront the sign-in came from: its look (decision 1970). */
  brand?: Brand;
}

const LABELS: Record<SignInField, string> = { email: 'Email address', password: 'Password' };

function errorSummary(errors: SignInError[]): string {
  const items = errors.map((e) => `<li><a href="#${e.field}">${escapeHtml(e.message)}</a></li>`).join('\n');
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 class="error-summary__title" id="error-summary-title">There is a problem</h2>
<ul class="error-summary__list">
${items}
</ul>
</div>`;
}

function field(name: SignInField, error: SignInError | undefined, input: string): string {
  const errorId = `${name}-error`;
  const message = error
    ? `<p class="error-message" id="${errorId}"><span class="visually-hidden">Error:</span> ${escapeHtml(error.message)}</p>\n`
    : '';
  const described = error ? ` aria-describedby="${errorId}" aria-invalid="true"` : '';
  return `<div class="form-group${error ? ' form-group--error' : ''}">
<label class="label" for="${name}">${LABELS[name]}</label>
${message}${input.replace('<input ', `<input${described} `)}
</div>`;
}

/** The sign-in form, GOV.UK error pattern, works without JavaScript. */
export function signInPage({ action, registerHref, email = '', errors = [], brand }: SignInView): string {
  const errorFor = (f: SignInField) => errors.find((e) => e.field === f);
  const body = `${errors.length ? errorSummary(errors) : ''}
<h1 class="heading">Sign in</h1>
<form method="post" action="${escapeHtml(action)}" novalidate>
${field('email', errorFor('email'), `<input class="input" id="email" name="email" type="email" autocomplete="username" spellcheck="false" value="${escapeHtml(email)}">`)}
${field('password', errorFor('password'), '<input class="input" id="password" name="password" type="password" autocomplete="current-password">')}
<button class="button" type="submit">Sign in</button>
</form>${registerHref ? `\n<p class="body aside">New here? <a href="${escapeHtml(registerHref)}">Create an account</a></p>` : ''}`;
  return page({ title: errors.length ? 'Error: Sign in' : 'Sign in', body, brand });
}
