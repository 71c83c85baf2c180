import type { RegistrationField, RegistrationIssue } from '../../accounts/registration';
import { PASSWORD_MIN } from '../../accounts/registration';
import type { Brand } from '../../../shared/brands';
import { escapeHtml, page } from './html';

export interface RegisterView {
  action: string;
  signInHref: string;
  values?: Partial<Record<Exclude<RegistrationField, 'password'>, string>>;
  errors?: RegistrationIssue[];
  brand?: Brand;
}

interface FieldSpec {
  name: RegistrationField;
  label: string;
  type: string;
  autocomplete: string;
  hint?: string;
  extra?: string;
}

const FIELDS: FieldSpec[] = [
  { name: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name', extra: ' spellcheck="false"' },
  { name: 'lastName', label: 'Last name', type: 'text', autocomplete: 'family-name', extra: ' spellcheck="false"' },
  { name: 'email', label: 'Email address', type: 'email', autocomplete: 'email', extra: ' spellcheck="false"' },
  { name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: `Use at least ${PASSWORD_MIN} characters.` },
];

function field(spec: FieldSpec, value: string, error: RegistrationIssue | undefined): string {
  const described = [spec.hint ? `${spec.name}-hint` : '', error ? `${spec.name}-error` : ''].filter(Boolean).join(' ');
  const hint = spec.hint ? `<p class="hint" id="${spec.name}-hint">${escapeHtml(spec.hint)}</p>\n` : '';
  const message = error
    ? `<p class="error-message" id="${spec.name}-error"><span class="visually-hidden">Error:</span> ${escapeHtml(error.message)}</p>\n`
    : '';
  const valueAttr = spec.type === 'password' ? '' : ` value="${escapeHtml(value)}"`;
  return `<div class="form-group${error ? ' form-group--error' : ''}">
<label class="label" for="${spec.name}">${spec.label}</label>
${hint}${message}<input class="input" id="${spec.name}" name="${spec.name}" type="${spec.type}" autocomplete="${spec.autocomplete}"${spec.extra ?? ''}${valueAttr}${
    described ? ` aria-describedby="${described}"` : ''
  }${error ? ' aria-invalid="true"' : ''}>
</div>`;
}

/** 'Create an account': name, e-mail and password; GOV.UK error pattern; no script. */
export function registerPage({ action, signInHref, values = {}, errors = [], brand }: RegisterView): string {
  const summary = errors.length
    ? `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 class="error-summary__title" id="error-summary-title">There is a problem</h2>
<ul class="error-summary__list">
${errors.map((e) => `<li><a href="#${e.field}">${escapeHtml(e.message)}</a></li>`).join('\n')}
</ul>
</div>\n`
    : '';
  const fields = FIELDS.map((f) => field(f, f.name === 'password' ? '' : (values[f.name] ?? ''), errors.find((e) => e.field === f.name))).join('\n');
  const body = `${summary}<h1 class="heading">Create an account</h1>
<form method="post" action="${escapeHtml(action)}" novalidate>
${fields}
<button class="button" type="submit">Create account</button>
</form>
<p class="body aside">Already have an account? <a href="${escapeHtml(signInHref)}">Sign in</a></p>`;
  return page({ title: errors.length ? 'Error: Create an account' : 'Create an account', body, brand });
}
