import { escapeHtml } from './html';

/** A form field's problem: the field's name (its id) and the message. */
export interface FieldError {
  field: string;
  message: string;
}

/** GOV.UK's error summary: 'There is a problem' and a link to each field in error. */
export function errorSummary(errors: readonly FieldError[]): string {
  if (!errors.length) return '';
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 class="error-summary__title" id="error-summary-title">There is a problem</h2>
<ul class="error-summary__list">
${errors.map((e) => `<li><a href="#${escapeHtml(e.field)}">${escapeHtml(e.message)}</a></li>`).join('\n')}
</ul>
</div>\n`;
}

export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  hint?: string;
  value?: string;
  error?: FieldError;
}

/**
 * A labelled input with its hint and inline error, linked by `aria-describedby` (GOV.UK). A
 * password is never written back; its field can be shown as text (`data-show-password`:
 * `/idp-assets/show-password.js` adds the 'Show password' button; without it, a plain password field).
 */
export function field(spec: FieldSpec): string {
  const { name, error } = spec;
  const described = [spec.hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  const hint = spec.hint ? `<p class="hint" id="${name}-hint">${escapeHtml(spec.hint)}</p>\n` : '';
  const message = error
    ? `<p class="error-message" id="${name}-error"><span class="visually-hidden">Error:</span> ${escapeHtml(error.message)}</p>\n`
    : '';
  const password = spec.type === 'password';
  const attributes = [
    `class="input" id="${name}" name="${name}" type="${spec.type}" autocomplete="${spec.autocomplete}"`,
    password ? 'data-show-password data-show-label="Show password" data-hide-label="Hide password"' : 'spellcheck="false"',
    password ? '' : `value="${escapeHtml(spec.value ?? '')}"`,
    described ? `aria-describedby="${described}"` : '',
    error ? 'aria-invalid="true"' : '',
  ].filter(Boolean);
  const input = `<input ${attributes.join(' ')}>`;
  return `<div class="form-group${error ? ' form-group--error' : ''}">
<label class="label" for="${name}">${escapeHtml(spec.label)}</label>
${hint}${message}${password ? `<div class="password-input">${input}</div>` : input}
</div>`;
}
