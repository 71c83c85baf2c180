import type { RegistrationField, RegistrationIssue } from '../../accounts/registration';
import { PASSWORD_MIN } from '../../accounts/registration';
import type { Brand } from '../../../shared/brands';
import { errorSummary, field, type FieldSpec } from './form';
import { escapeHtml, page } from './html';

export interface RegisterView {
  action: string;
  signInHref: string;
  values?: Partial<Record<Exclude<RegistrationField, 'password'>, string>>;
  errors?: RegistrationIssue[];
  brand?: Brand;
  /** The request's CSP nonce, for the show-password script. */
  nonce?: string;
}

const FIELDS: (Omit<FieldSpec, 'name'> & { name: RegistrationField })[] = [
  { name: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autocomplete: 'family-name' },
  { name: 'email', label: 'Email address', type: 'email', autocomplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: `Use at least ${PASSWORD_MIN} characters.` },
];

/** 'Create an account': name, e-mail and password; GOV.UK error pattern; works without JavaScript. */
export function registerPage({ action, signInHref, values = {}, errors = [], brand, nonce }: RegisterView): string {
  const fields = FIELDS.map((f) =>
    field({ ...f, value: f.name === 'password' ? undefined : values[f.name], error: errors.find((e) => e.field === f.name) }),
  ).join('\n');
  const body = `${errorSummary(errors)}<h1 class="heading">Create an account</h1>
<form method="post" action="${escapeHtml(action)}" novalidate>
${fields}
<button class="button" type="submit">Create account</button>
</form>
<p class="body aside">Already have an account? <a href="${escapeHtml(signInHref)}">Sign in</a></p>`;
  return page({ title: errors.length ? 'Error: Create an account' : 'Create an account', body, brand, nonce });
}
