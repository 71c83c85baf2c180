import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'keepsake-address-state-'));
process.env.LOG_LEVEL = 'silent';
const { answersOf, firstErrors, fitAnswers, formStateStore } = await import('~/address/form-state.server');

// A refused form travels to the next GET in a signed cookie: it must fit a browser's 4 KB limit
// whatever was typed, keep a too-long answer too long, and only serve its own page.

describe('refused form state', () => {
  it('keeps ordinary answers as they are', () => {
    const values = { firstName: 'Alex', street: 'Baker Street' };
    expect(fitAnswers(values)).toEqual(values);
  });

  it('cuts very long answers, but never below a field’s limit (a too-long answer stays too long)', () => {
    const fitted = fitAnswers({ street: 'x'.repeat(500) });
    expect(fitted.street!.length).toBeGreaterThan(200);
  });

  it('fits 500-character emoji answers in every field into one cookie', async () => {
    const store = formStateStore('test_form', '/settings');
    const fields = ['firstName', 'lastName', 'companyName', 'street', 'houseNumber', 'postalCode', 'city', 'country', 'phone', 'isDefault'];
    const values = Object.fromEntries(fields.map((f) => [f, '🌹'.repeat(500)]));
    const errors = Object.fromEntries(fields.map((f) => [f, `addresses.error.${f}`]));
    const cookie = await store.save({ target: '0f8a1c9e-3b9a-4c55-9d4e-0123456789ab', values, errors });
    expect(cookie.length).toBeLessThan(4096);
    const request = new Request('http://localhost/settings/new-address', { headers: { Cookie: cookie.split(';')[0]! } });
    const { state, clear } = await store.take(request, '0f8a1c9e-3b9a-4c55-9d4e-0123456789ab');
    expect(state?.errors).toEqual(errors);
    expect(clear).toMatch(/Max-Age=0/i);
  });

  it('serves only the page it was made for, and is signed', async () => {
    const store = formStateStore('test_form2', '/settings');
    const cookie = (await store.save({ target: 'new', values: {}, errors: { street: 'addresses.error.street' } })).split(';')[0]!;
    const other = await store.take(new Request('http://localhost/x', { headers: { Cookie: cookie } }), 'some-id');
    expect(other.state).toBeNull();
    const [name, value] = cookie.split('=');
    const forged = await store.take(new Request('http://localhost/x', { headers: { Cookie: `${name}=${value!.slice(0, -3)}abc` } }), 'new');
    expect(forged.state).toBeNull();
  });

  it('reads answers and first errors', () => {
    const fd = new FormData();
    fd.append('street', 'High Street');
    fd.append('other', 'ignored');
    expect(answersOf(fd, ['street', 'city'])).toEqual({ street: 'High Street' });
    expect(firstErrors({ street: ['a', 'b'], city: null, '': ['whole form'] })).toEqual({ street: 'a', form: 'whole form' });
  });
});
