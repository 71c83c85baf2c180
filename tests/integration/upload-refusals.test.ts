/**
 * Finding 12 of docs/security.md, app side: the photo API's refusals of a whole upload reach the customer
 * in their own words. The app's forwardUpload against the embedded platform (a budget of 3 files
 * an hour): 60 files are the platform's 413 too_many_files, not the 502 'could not be uploaded';
 * a used budget is its 429. The result page and the island read `failure` (uploadFailureKey).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, makeJpeg } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let token: string;

beforeAll(async () => {
  t = await startTestPlatform({ seed: false, uploadBudget: { files: 3 } });
  process.env.PHOTO_API_URL = `${t.platform.origin}/photo-api`;
  process.env.LOG_LEVEL = 'silent';
  ({ token } = await customer(t, 'refusals@example.com'));
});
afterAll(() => stopTestPlatform(t));

/** The browser's multipart post of `files` to the upload route. */
function post(files: { name: string; data: Buffer }[]): Request {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.data)], { type: 'image/jpeg' }), f.name);
  return new Request('http://localhost:3000/my-photos/photos/upload', { method: 'POST', body: form });
}

describe('forwardUpload', () => {
  it('tells too many files and a used budget apart from a failure, without JavaScript (result page) and for the island (JSON)', async () => {
    const { forwardUpload, uploadOutcomes, failedUploadJson } = await import('~/photos/upload.server');
    const { uploadFailureKey } = await import('~/photos/upload-results');
    const ctx = { accessToken: token, correlationId: 'test-refusals' };
    const jpeg = await makeJpeg(null);

    const sixty = await forwardUpload(post(Array.from({ length: 60 }, (_, i) => ({ name: `t${i}.jpg`, data: Buffer.from(`text ${i}`) }))), ctx);
    expect(sixty).toEqual({ ok: false, status: 413, failure: 'tooManyFiles' });
    expect(uploadFailureKey(uploadOutcomes(sixty).failure)).toBe('photos.upload.tooManyFiles');
    const json = failedUploadJson(sixty as Extract<typeof sixty, { ok: false }>);
    expect(json.status).toBe(413);
    expect(await json.json()).toEqual({ ok: false, results: [], failure: 'tooManyFiles' });

    // The 60 parts count against the budget of 3: the next upload is refused.
    const over = await forwardUpload(post([{ name: 'a.jpg', data: jpeg }]), ctx);
    expect(over).toEqual({ ok: false, status: 429, failure: 'overBudget' });
    expect(uploadFailureKey(uploadOutcomes(over).failure)).toBe('photos.upload.overBudget');

    const broken = await forwardUpload(post([{ name: 'a.jpg', data: jpeg }]), { ...ctx, accessToken: 'not-a-token' });
    expect(broken.ok).toBe(false);
    expect(uploadFailureKey(uploadOutcomes(broken).failure)).toBe('photos.upload.failed');
  });
});
