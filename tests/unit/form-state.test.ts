import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'keepsake-form-state-'));
process.env.LOG_LEVEL = 'silent';
const { answersAndErrors, firstErrors, fitAnswers, saveFormState, takeFormState, KEPT_CHARS, FORM_STATE_SECONDS } = await import('~/lib/form-state.server');

// A refused form travels to the next GET as conform's reply in one signed cookie: it must fit a
// browser's 4 KB limit whatever was typed, keep a too-long answer too long, and only serve its own form.

const requestWith = (setCookie: string) => new Request('http://localhost/settings/new-address', { headers: { Cookie: setCookie.split(';')[0]! } });

describe('the form-state store', () => {
  it('keeps ordinary answers as they are, drops what is not text, cuts long answers to the kept length', () => {
    expect(fitAnswers({ firstName: 'Alex', street: 'Baker Street', files: ['a'] })).toEqual({ firstName: 'Alex', street: 'Baker Street' });
    const fitted = fitAnswers({ name: 'x'.repeat(10_000) });
    expect(fitted.name!.length).toBe(KEPT_CHARS);
    // Longer than any field allows (100 for an album name, 200 for an address line): a too-long answer stays too long.
    expect(KEPT_CHARS).toBeGreaterThan(200);
  });

  it('fits 500-character emoji answers in every field into one cookie, one lifetime for every form', async () => {
    const fields = ['firstName', 'lastName', 'companyName', 'street', 'houseNumber', 'postalCode', 'city', 'country', 'phone', 'isDefault'];
    const initialValue = Object.fromEntries(fields.map((f) => [f, '🌹'.repeat(500)]));
    const error = Object.fromEntries(fields.map((f) => [f, [`addresses.error.${f}`]]));
    const cookie = await saveFormState('address/0f8a1c9e-3b9a-4c55-9d4e-0123456789ab', { status: 'error', initialValue, error });
    expect(cookie.length).toBeLessThan(4096);
    expect(cookie).toMatch(new RegExp(`Max-Age=${FORM_STATE_SECONDS}`, 'i'));
    const { state, clear } = await takeFormState(requestWith(cookie), 'address/0f8a1c9e-3b9a-4c55-9d4e-0123456789ab');
    expect(state && answersAndErrors(state).errors).toEqual(Object.fromEntries(fields.map((f) => [f, `addresses.error.${f}`])));
    expect(clear).toMatch(/Max-Age=0/i);
  });

  it('serves only the form it was made for (leaving another form’s state alone), and is signed', async () => {
    const cookie = await saveFormState('address/new', { status: 'error', initialValue: {}, error: { street: ['addresses.error.street'] } });
    const other = await takeFormState(requestWith(cookie), 'address/some-id');
    expect(other).toEqual({ state: null, clear: null });
    const [name, value] = cookie.split(';')[0]!.split('=');
    const forged = await takeFormState(requestWith(`${name}=${value!.slice(0, -3)}abc`), 'address/new');
    expect(forged.state).toBeNull();
  });

  it('gives a new id per refusal and carries a notice', async () => {
    const reply = { status: 'error' as const, initialValue: { name: 'a' }, error: { name: ['albums.name.required'] } };
    const a = (await takeFormState(requestWith(await saveFormState('f', reply)), 'f')).state;
    const b = (await takeFormState(requestWith(await saveFormState('f', reply, { key: 'copy.partly', vars: { count: 2 } })), ['g', 'f'])).state;
    expect(a?.id).not.toBe(b?.id);
    expect(a?.notice).toBeUndefined();
    expect(b?.notice).toEqual({ key: 'copy.partly', vars: { count: 2 } });
  });

  it('reads first errors, the whole form’s as "form"', () => {
    expect(firstErrors({ street: ['a', 'b'], city: null, '': ['whole form'] })).toEqual({ street: 'a', form: 'whole form' });
  });
});
