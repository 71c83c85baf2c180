import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_ERRORS,
  PERSONAL_ERRORS,
  emailChangeSchema,
  emailIssueMessage,
  fieldErrorsFromIssues,
  isValidPhone,
  isValidVatNumber,
  normaliseVatNumber,
  paymentIssueMessage,
  paymentMethodSchema,
  personalDetailsSchema,
  personalIssueMessage,
} from '~/settings/schemas';

const form = (entries: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.append(k, v);
  return fd;
};

describe('personal details', () => {
  const parse = (b2b: boolean, entries: Record<string, string>) => parseWithZod(form(entries), { schema: personalDetailsSchema(b2b) });

  it('accepts names and an optional phone, trimmed', () => {
    const s = parse(false, { firstName: '  Alex ', lastName: 'Morgan', phone: '' });
    expect(s.status).toBe('success');
    expect(s.status === 'success' && s.value).toEqual({ firstName: 'Alex', lastName: 'Morgan' });
    const withPhone = parse(false, { firstName: 'Zoë', lastName: 'O’Brien-Ñúñez', phone: '+44 (0)20 7946-0018' });
    expect(withPhone.status === 'success' && withPhone.value.phone).toBe('+44 (0)20 7946-0018');
  });

  it('refuses empty, too long and marked-up names, and a bad phone, all at once', () => {
    const s = parse(false, { firstName: '', lastName: '<script>x</script>', phone: 'call me' });
    expect(s.status).toBe('error');
    const errors = s.reply().error!;
    expect(errors.firstName).toEqual([PERSONAL_ERRORS.firstName.required]);
    expect(errors.lastName).toEqual([PERSONAL_ERRORS.lastName.invalid]);
    expect(errors.phone).toEqual([PERSONAL_ERRORS.phone.invalid]);
    const long = parse(false, { firstName: 'x'.repeat(101), lastName: 'Morgan\u0007' }).reply().error!;
    expect(long.firstName).toEqual([PERSONAL_ERRORS.firstName.tooLong]);
    expect(long.lastName).toEqual([PERSONAL_ERRORS.lastName.invalid]);
  });

  it('refuses a web address or an invisible format character in a name, as registration does; keeps initials, accents and joiners (decision 2475)', () => {
    for (const [firstName, lastName, field] of [
      ['Refund pending: confirm at https://keepsake-refunds.example/claim?id=8812', 'Morgan', 'firstName'],
      ['Alex', 'see WWW.keepsake-refunds.example', 'lastName'],
      ['Alex', 'ftp://x', 'lastName'],
      ['Alex\u202e', 'Morgan', 'firstName'],
      ['Alex', 'Mor\u200bgan', 'lastName'],
      ['Alex\u2028Pay now', 'Morgan', 'firstName'],
    ] as const) {
      const errors = parse(false, { firstName, lastName }).reply().error!;
      expect(errors, `${firstName} ${lastName}`).toEqual({ [field]: [PERSONAL_ERRORS[field].invalid] });
    }
    for (const [firstName, lastName] of [['J. R. R.', 'St. John'], ['Zoë', 'O’Brien-Ñúñez'], ['Zahra\u200c', 'Ahmadi'], ['Anne-Marie', 'de la Cruz']] as const) {
      expect(parse(false, { firstName, lastName }).status, firstName).toBe('success');
    }
  });

  it('ignores company fields for a normal customer and requires them for a business one', () => {
    const b2c = parse(false, { firstName: 'A', lastName: 'B', companyName: 'X', vatNumber: 'nonsense' });
    expect(b2c.status === 'success' && b2c.value).toEqual({ firstName: 'A', lastName: 'B' });
    const missing = parse(true, { firstName: 'A', lastName: 'B' }).reply().error!;
    expect(missing.companyName).toEqual([PERSONAL_ERRORS.companyName.required]);
    expect(missing.vatNumber).toEqual([PERSONAL_ERRORS.vatNumber.required]);
    const bad = parse(true, { firstName: 'A', lastName: 'B', companyName: 'x'.repeat(201), vatNumber: '12345' }).reply().error!;
    expect(bad.companyName).toEqual([PERSONAL_ERRORS.companyName.tooLong]);
    expect(bad.vatNumber).toEqual([PERSONAL_ERRORS.vatNumber.invalid]);
    const ok = parse(true, { firstName: 'A', lastName: 'B', companyName: 'Morgan Prints Ltd', vatNumber: 'gb 123.456-789' });
    expect(ok.status === 'success' && ok.value).toMatchObject({ companyName: 'Morgan Prints Ltd', vatNumber: 'GB123456789' });
  });

  it('phone: 6–15 digits with + ( ) - and spaces, starting with a digit', () => {
    for (const ok of ['+44 20 7946 0018', '020 7946 0018', '123456', '+351 21 123 4567']) expect(isValidPhone(ok), ok).toBe(true);
    for (const bad of ['12345', '+1234567890123456', '(020) 7946 0018', 'abc123456', '+44 20 7946 0018 ext 2', '😀123456']) expect(isValidPhone(bad), bad).toBe(false);
  });

  it('VAT numbers: country prefix and 2–13 characters, written with spaces, dots or hyphens', () => {
    for (const ok of ['GB123456789', 'NL123456789B01', 'BE0123456789', 'ATU12345678', 'de 123 456 789', 'NO123456789MVA']) expect(isValidVatNumber(ok), ok).toBe(true);
    for (const bad of ['123456789', 'G1', 'GB1', 'GB12345678901234', ' -GB123', 'GB<1234>']) expect(isValidVatNumber(bad), bad).toBe(false);
    expect(normaliseVatNumber('gb 123.456-789')).toBe('GB123456789');
  });
});

describe('payment method', () => {
  const parse = (b2b: boolean, value?: string) => parseWithZod(form(value === undefined ? {} : { paymentMethod: value }), { schema: paymentMethodSchema(b2b) });

  it('offers card and PayPal to everyone and invoice to business customers only', () => {
    expect(parse(false, 'card').status).toBe('success');
    expect(parse(false, 'paypal').status).toBe('success');
    expect(parse(false, 'invoice').reply().error).toEqual({ paymentMethod: ['settings.payment.error.required'] });
    expect(parse(true, 'invoice').status).toBe('success');
    expect(parse(true).reply().error).toEqual({ paymentMethod: ['settings.payment.error.required'] });
    expect(parse(true, 'cash').status).toBe('error');
  });
});

describe('e-mail change', () => {
  const parse = (value: string, current = 'customer@example.com') => parseWithZod(form({ email: value }), { schema: emailChangeSchema(current) });

  it('needs a valid address that is not the current one', () => {
    expect(parse('').reply().error).toEqual({ email: [EMAIL_ERRORS.required] });
    expect(parse('not-an-email').reply().error).toEqual({ email: [EMAIL_ERRORS.invalid] });
    expect(parse('a@b').reply().error).toEqual({ email: [EMAIL_ERRORS.invalid] });
    expect(parse(`${'x'.repeat(250)}@example.com`).reply().error).toEqual({ email: [EMAIL_ERRORS.invalid] });
    expect(parse('<script>@example.com').reply().error).toEqual({ email: [EMAIL_ERRORS.invalid] });
    expect(parse(' Customer@Example.com ').reply().error).toEqual({ email: [EMAIL_ERRORS.same] });
    const ok = parse(' new.name+tag@example.co.uk ');
    expect(ok.status === 'success' && ok.value.email).toBe('new.name+tag@example.co.uk');
  });
});

describe("the platform's 400 issues", () => {
  it('land on their fields; unknown paths become a form-level error', () => {
    expect(fieldErrorsFromIssues([{ path: 'phone', message: 'Phone number must be valid' }, { path: 'vatNumber', message: 'VAT number must be valid' }], personalIssueMessage, 'settings.personal.error.failed')).toEqual({
      fieldErrors: { phone: [PERSONAL_ERRORS.phone.invalid], vatNumber: [PERSONAL_ERRORS.vatNumber.invalid] },
      formErrors: [],
    });
    expect(fieldErrorsFromIssues([{ path: 'firstName', message: 'x' }, { path: 'other', message: 'y' }], personalIssueMessage, 'settings.personal.error.failed')).toEqual({
      fieldErrors: { firstName: [PERSONAL_ERRORS.firstName.invalid] },
      formErrors: ['settings.personal.error.failed'],
    });
    expect(fieldErrorsFromIssues([], personalIssueMessage, 'settings.personal.error.failed').formErrors).toEqual(['settings.personal.error.failed']);
  });

  it('map the e-mail and payment messages', () => {
    expect(emailIssueMessage('email', 'Enter a different email address to your current one')).toBe(EMAIL_ERRORS.same);
    expect(emailIssueMessage('email', 'Enter a valid email address')).toBe(EMAIL_ERRORS.invalid);
    expect(emailIssueMessage('channel', 'channel must be the app origin')).toBeNull();
    expect(paymentIssueMessage('paymentMethod')).toBe('settings.payment.error.required');
  });
});
