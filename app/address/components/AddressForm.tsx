import { Form } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { useState, type ReactNode } from 'react';
import type { TKey } from '~/i18n/t';
import { useT } from '~/i18n/use-t';
import { ADDRESS_FORM_FIELDS, B2B_FIELD_ORDER, type AddressFormField } from '../schema';
import { MAX_ADDRESSES, POSTAL_CODE_RULES, isCountry } from '../rules';
import { useCountryOptions } from '../country-options';
import { Field } from '~/ui/Field';
import { CheckboxField, SelectField } from '~/ui/choice-fields';
import { SubmitButton, preventDoubleSubmit, usePending } from '~/ui/SubmitButton';

/** The id of each field's control (the error summary links to it); 'form' is the form's own error. */
const FIELD_IDS: Record<AddressFormField | 'form', string> = {
  firstName: 'first-name',
  lastName: 'last-name',
  companyName: 'company-name',
  street: 'street',
  houseNumber: 'house-number',
  postalCode: 'postal-code',
  city: 'city',
  country: 'country',
  phone: 'phone',
  isDefault: 'is-default',
  form: 'address-form-error',
};

const LABELS: Record<AddressFormField, TKey> = {
  firstName: 'addresses.field.firstName',
  lastName: 'addresses.field.lastName',
  companyName: 'addresses.field.companyName',
  street: 'addresses.field.street',
  houseNumber: 'addresses.field.houseNumber',
  postalCode: 'addresses.field.postalCode',
  city: 'addresses.field.city',
  country: 'addresses.field.country',
  phone: 'addresses.field.phone',
  isDefault: 'addresses.field.isDefault',
};

// Saved delivery addresses: the 'shipping' section of autofill (WCAG 1.3.5). A street number
// has no autofill purpose of its own, so it gets none.
const AUTOCOMPLETE: Partial<Record<AddressFormField, string>> = {
  firstName: 'shipping given-name',
  lastName: 'shipping family-name',
  companyName: 'shipping organization',
  street: 'shipping address-line1',
  postalCode: 'shipping postal-code',
  city: 'shipping address-level2',
  country: 'shipping country',
  phone: 'shipping tel',
};

export type FormErrors = Record<string, string>;

/** The errors in page order, translated, for the error summary. */
export function useSummary(errors: FormErrors, b2b: boolean): { field: string; message: string }[] {
  const t = useT();
  const order = b2b ? B2B_FIELD_ORDER : ADDRESS_FORM_FIELDS;
  return (['form', ...order] as const)
    .filter((f) => errors[f])
    .map((f) => ({ field: FIELD_IDS[f], message: t(errors[f] as TKey, { max: MAX_ADDRESSES }) }));
}

export function AddressForm({
  b2b,
  values,
  errors,
  isDefaultAddress,
  submitLabel,
  pendingLabel,
  returnTo,
  cancelHref,
  children,
}: {
  b2b: boolean;
  values: Record<string, string>;
  errors: FormErrors;
  /** The change page of the current default address: it stays the default until another is chosen. */
  isDefaultAddress: boolean;
  submitLabel: string;
  pendingLabel: string;
  returnTo: 'list' | 'settings';
  cancelHref: string;
  children?: ReactNode;
}) {
  const t = useT();
  const [country, setCountry] = useState(values.country ?? '');
  const countries = useCountryOptions();
  const error = (f: AddressFormField) => (errors[f] ? t(errors[f] as TKey) : undefined);
  const text = (f: AddressFormField, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field key={f} id={FIELD_IDS[f]} name={f} label={t(LABELS[f])} defaultValue={values[f]} autoComplete={AUTOCOMPLETE[f]} error={error(f)} {...extra} />
  );
  const fields: Record<AddressFormField, ReactNode> = {
    firstName: text('firstName', { spellCheck: false }),
    lastName: text('lastName', { spellCheck: false }),
    companyName: text('companyName', { hint: b2b ? t('addresses.hint.companyNameB2b') : undefined }),
    street: text('street'),
    houseNumber: text('houseNumber', { short: true, hint: t('addresses.hint.houseNumber') }),
    postalCode: text('postalCode', {
      short: true,
      spellCheck: false,
      hint: isCountry(country) ? t('addresses.hint.postalCode', { example: POSTAL_CODE_RULES[country].example }) : undefined,
    }),
    city: text('city'),
    country: (
      <SelectField key="country" id={FIELD_IDS.country} name="country" label={t(LABELS.country)} value={country} onChange={setCountry} autoComplete={AUTOCOMPLETE.country} error={error('country')}>
        {isCountry(country) ? null : <option value="">{t('addresses.field.countryChoose')}</option>}
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
    ),
    phone: text('phone', { type: 'tel', hint: t('addresses.hint.phone') }),
    isDefault: isDefaultAddress ? (
      <p key="isDefault" className="address-form__default">
        {t('addresses.isDefaultNote')}
      </p>
    ) : (
      <CheckboxField key="isDefault" id={FIELD_IDS.isDefault} name="isDefault" label={t(LABELS.isDefault)} hint={t('addresses.hint.isDefault')} defaultChecked={values.isDefault === 'on'} />
    ),
  };
  const order = b2b ? B2B_FIELD_ORDER : ADDRESS_FORM_FIELDS;
  const pending = usePending('save');
  return (
    <Form method="post" noValidate className="address-form" onSubmit={preventDoubleSubmit(pending)}>
      {errors.form ? (
        <p id={FIELD_IDS.form} className="form-error" tabIndex={-1}>
          <span className="visually-hidden">{t('ui.error.prefix')} </span>
          {t(errors.form as TKey, { max: MAX_ADDRESSES })}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="returnTo" value={returnTo} />
      {order.map((f) => fields[f])}
      <div className="form-actions">
        <SubmitButton intent="save" label={submitLabel} pendingLabel={pendingLabel} />
        <Link className="button button--secondary" to={cancelHref}>
          {t('addresses.cancel')}
        </Link>
        {children}
      </div>
    </Form>
  );
}
