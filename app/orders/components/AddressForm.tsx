import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';
import { ADDRESS_FIELDS, type AddressField } from '../address-schema';
import type { FieldError } from '~/ui/ErrorSummary';
import { useCountryOptions } from '~/address/country-options';
import { Field } from '~/ui/Field';
import { SelectField } from '~/ui/choice-fields';

export type AddressDefaults = Partial<Record<AddressField, string>>;

const LABELS: Record<AddressField, TKey> = {
  name: 'orders.address.name',
  street: 'orders.address.street',
  houseNumber: 'orders.address.houseNumber',
  postalCode: 'orders.address.postalCode',
  city: 'orders.address.city',
  country: 'orders.address.country',
  phone: 'orders.address.phone',
};
// As the settings address form (decision 0512): a street number has no autofill purpose of its own.
const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  name: 'shipping name',
  street: 'shipping address-line1',
  postalCode: 'shipping postal-code',
  city: 'shipping address-level2',
  country: 'shipping country',
  phone: 'shipping tel',
};

/** Translation keys of a field's or the form's errors, translated. */
function messages(t: ReturnType<typeof useT>, errors: string[] | undefined): string[] {
  return (errors ?? []).map((e) => t(e as TKey));
}

export function useAddressForm(lastResult: SubmissionResult<string[]> | null, defaults: AddressDefaults) {
  return useForm({ id: 'delivery-address', lastResult, defaultValue: defaults, shouldValidate: 'onSubmit' });
}

/** The errors of the form in field order, for the GOV.UK summary above the page's h1. */
export function useSummaryErrors(form: ReturnType<typeof useAddressForm>[0], fields: ReturnType<typeof useAddressForm>[1]): FieldError[] {
  const t = useT();
  return [
    ...messages(t, form.errors).map((message) => ({ message })),
    ...ADDRESS_FIELDS.flatMap((name) => messages(t, fields[name].errors).map((message) => ({ field: fields[name].id, message }))),
  ];
}

/** One address field: the form kit's controls (app/ui), with conform's ids and the answer kept. */
function AddressField({ meta, name }: { meta: FieldMetadata<string>; name: AddressField }) {
  const t = useT();
  const countries = useCountryOptions();
  const props = { id: meta.id, name: meta.name, label: t(LABELS[name]), error: messages(t, meta.errors)[0], autoComplete: AUTOCOMPLETE[name] };
  const initial = typeof meta.initialValue === 'string' ? meta.initialValue : undefined;
  if (name === 'country') {
    return (
      <SelectField {...props} defaultValue={initial}>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
    );
  }
  return <Field {...props} defaultValue={initial} type={name === 'phone' ? 'tel' : 'text'} short={name === 'houseNumber' || name === 'postalCode'} />;
}

/** Change of delivery address: a plain POST form (no JavaScript needed), validated on the server. */
export function AddressForm({
  form,
  fields,
  cancelHref,
}: {
  form: ReturnType<typeof useAddressForm>[0];
  fields: ReturnType<typeof useAddressForm>[1];
  cancelHref: string;
}) {
  const t = useT();
  const { key: _key, ...formProps } = getFormProps(form) as ReturnType<typeof getFormProps> & { key?: string };
  const failed = Object.keys(form.allErrors).length > 0;
  return (
    <section className="address-form" aria-labelledby="address-form-title">
      {/* Opening the form moves focus to its heading (docs/focus-policy.md); a summary of errors takes it instead. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the focus policy: the opened form's heading is the result */}
      <h2 id="address-form-title" tabIndex={-1} data-focus-target="" autoFocus={!failed || undefined}>
        {t('orders.address.heading')}
      </h2>
      {form.errors?.length ? <p className="form-error">{messages(t, form.errors).join(' ')}</p> : null}
      <Form method="post" {...formProps}>
        <input type="hidden" name="intent" value="changeAddress" />
        {ADDRESS_FIELDS.map((name) => (
          <AddressField key={name} meta={fields[name] as FieldMetadata<string>} name={name} />
        ))}
        <div className="form-actions">
          <button type="submit" className="button">
            {t('orders.address.submit')}
          </button>
          <Link to={cancelHref} className="button button--secondary">
            {t('orders.address.cancel')}
          </Link>
        </div>
      </Form>
    </section>
  );
}
