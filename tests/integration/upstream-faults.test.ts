/**
 * Upstream faults (docs/security.md): every service client in app/services meets a 500, a 404, a
 * timeout, a reset connection and two malformed bodies, injected with msw in front of the
 * platform's origin. The clients are enumerated from the modules' exports, so a new client
 * without an entry in CALLS fails the suite.
 *
 * For each client and fault:
 * - a failure rejects with an error carrying the request's correlation id (the routes turn
 *   these into the spec's messages), and an error line with that id is logged;
 * - a 404 may instead mean 'absent' (null, false or a refusal outcome), never made-up data;
 * - a malformed body never passes as data (clients that read no body on success excepted);
 * - nothing is half-done: after the first failed answer no further write is sent.
 *
 * A fault's clients run side by side (a timeout waits the clients' own time out: one after the
 * other they took 30 s): each test has a correlation id of its own, and its requests and log
 * lines are told apart by it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-faults-'));
process.env.PLATFORM_PORT = '3992';
process.env.UPSTREAM_TIMEOUT_MS = '200';
process.env.LOG_LEVEL = 'error';

const PLATFORM = 'http://localhost:3992';
/** One test's context: its own correlation id, which its requests carry and its log lines name. */
const contextFor = (fault: string, name: string) => ({ accessToken: 'token-abc', correlationId: `corr-${fault.replace(/\W+/g, '-')}-${name}` });
const customer = { id: 'acc-1', email: 'customer@example.com', idpType: 'keepsake', idpSub: 'sub-1', b2b: false };
const address = { firstName: 'Alex', lastName: 'Morgan', companyName: null, street: 'High Street', houseNumber: '1', postalCode: 'SW1A 1AA', city: 'London', country: 'GB', phone: null };
const sort = 'date-taken-desc';
const shortSignal = () => AbortSignal.timeout(400);

type Args = (() => unknown[]) | null;
/** Arguments after `ctx` for each client (null: not a client, makes no upstream call). */
const CALLS: Record<string, Args> = {
  // account-settings
  validationIssues: null,
  updateMe: () => [{ firstName: 'Alex', lastName: 'Morgan', phone: null }],
  getPaymentMethod: () => [],
  setPaymentMethod: () => ['card'],
  getIntegration: () => [],
  setIntegration: () => [{ callbackUrl: 'https://example.com/hook', callbackFormat: 'json' }],
  // the storefront's menus (not clients: the source caches and falls back to the defaults)
  fetchMenuConfig: () => ['vendor-1'],
  createMenuConfigSource: null,
  menuConfigFor: null,
  // photos: deleting
  // batched with retries, each failed batch tried again: its faults are tests/unit/selection-batch.test.ts's
  deletePhotos: null,
  deleteAllPhotos: () => [],
  deleteOnePhoto: () => ['p1'],
  // activation
  getActivation: () => [],
  activate: () => [],
  // addresses
  listAddresses: () => [],
  getAddress: () => ['addr-1'],
  createAddress: () => [address],
  updateAddress: () => ['addr-1', address],
  deleteAddress: () => ['addr-1'],
  // albums and shared albums
  listAlbums: () => [{ limit: 20 }],
  getLatest: () => [{ photos: 6, albums: 3 }],
  getAlbum: () => ['album-1'],
  createAlbum: () => ['Summer'],
  renameAlbum: () => ['album-1', 'Winter'],
  deleteAlbum: () => ['album-1'],
  countAlbums: () => [true],
  listAlbumPhotos: () => ['album-1', { limit: 20, sort }],
  addPhotosToAlbum: () => ['album-1', ['p1', 'p2']],
  removePhotosFromAlbum: () => ['album-1', ['p1', 'p2']],
  getSharingUser: () => [],
  listSharedAlbums: () => [{ limit: 20 }],
  getSharedAlbum: () => ['album-1'],
  listSharedAlbumPhotos: () => ['album-1', { limit: 20, sort }],
  deleteSharedAlbum: () => ['album-1'],
  // auth service
  requestEmailChange: () => [customer, 'new@example.com', 'channel-1'],
  requestAccountDeletion: () => [customer, 'channel-1'],
  confirmEmailChange: () => [customer, 'token-1'],
  confirmAccountDeletion: () => [customer, 'token-1'],
  // password change and signed-in devices (docs/contracts/account-security-api.md)
  securityFeatures: () => [customer],
  changePassword: () => [customer, { currentPassword: 'old-1', newPassword: 'new-long-1', channel: 'channel-1' }],
  listSessions: () => [customer],
  endSession: () => [customer, 'session-1'],
  endOtherSessions: () => [customer],
  // download my data (docs/contracts/personal-data-api.md), receipts
  getPersonalDataRequest: () => [],
  requestPersonalData: () => ['00'],
  fetchPersonalDataFile: () => ['request-1'],
  receiptOrderCodes: () => [[{ orderCode: 'KS-1', internalStatus: 'Confirmed' }]],
  fetchReceiptPdf: () => ['order-1', 'channel-1'],
  // Recently deleted (docs/contracts/recently-deleted-api.md)
  listRecentlyDeleted: () => [{ limit: 20 }],
  recentlyDeletedDays: () => [],
  // batched with retries as deletePhotos: its faults are tests/unit/recently-deleted-service.test.ts's
  moveToRecentlyDeleted: null,
  moveAllToRecentlyDeleted: () => [],
  restoreRecentlyDeleted: () => [{ ids: ['p1'] }],
  emptyRecentlyDeleted: () => [],
  // customer, delivery
  getMe: () => [],
  getDeliveryDates: () => ['order-1'],
  // downloads and push
  createDownload: () => [['p1', 'p2']],
  createSharedAlbumDownload: () => ['album-1', [{ photoId: 'p1', ownerId: 'acc-2' }]],
  listDownloads: () => [],
  getDownloadUrl: () => ['download-1'],
  createPushToken: () => [],
  fetchOriginal: () => [`${PLATFORM}/photo-api/media/p1/original`, shortSignal()],
  // e-mail gateway, exports
  confirmSubscription: () => ['customer@example.com', 'token-1'],
  createExport: () => [],
  getExport: () => ['backup-1'],
  getChunkUrl: () => ['backup-1', 1],
  // http base
  upstreamContext: null,
  callUpstream: null,
  keptAnswer: null,
  keepAnswer: null,
  deepFreeze: null,
  readFresh: null,
  noteWrite: null,
  sharedRead: null,
  writing: null,
  serviceBase: null,
  send: null,
  streamUpstream: null,
  streamUpstreamJson: null,
  isUnauthorized: null,
  upstreamFailureStatus: null,
  upstreamFailureResponse: null,
  // invoices, merchandise, orders
  listInvoices: () => [],
  fetchInvoicePdf: () => ['invoice-1', 'channel-1'],
  getChannelId: () => [{ vendor: 'keepsake', locale: 'en-GB' }],
  getSuperordersPage: () => [0],
  listSuperorders: () => [],
  getSuperorder: () => ['order-1'],
  changeDeliveryAddress: () => ['order-1', { ...address, companyName: '', phone: '' }],
  // photo library, photos user
  getTimelineCounts: () => [],
  getTimelineOverview: () => [{ pages: 3, limit: 24, sort }],
  getTimelineMonthPage: () => [{ year: '2024', month: '5', limit: 20, sort }],
  getPhotosPage: () => [{ limit: 20, sort }],
  getPhoto: () => ['p1'],
  getNeighbours: () => ['p1', sort],
  uploadPhotosStream: () => [{ body: new Blob(['--b\r\n\r\n--b--\r\n']).stream(), contentType: 'multipart/form-data; boundary=b', signal: shortSignal() }],
  getPhotoUser: () => [],
  // projects, reorder, storage, temp selections, voucher, widgets
  listProjects: () => ['acc-1', 0, 20],
  findProject: () => ['acc-1', 'project-1'],
  deleteProject: () => ['project-1'],
  getReorderStatus: () => ['order-1'],
  reorderDirect: () => ['order-1'],
  safeShopUrl: null,
  getAccountInformation: () => [],
  createTempSelection: () => [['p1', 'p2']],
  getTempSelection: () => ['selection-1'],
  getVoucherDetails: () => ['option-1'],
  listPhotobookOrderCodes: () => [],
  widgetsForOrders: () => [['order-1', 'order-2']],
  getWidget: () => ['product-1'],
  deleteWidget: () => ['widget-1'],
  resetWidget: () => ['widget-1'],
  encodeEmail: null,
  shareWidget: () => ['widget-1', { vendorId: 'keepsake', fromName: 'Alex', personalMessage: 'Hello', toEmailAddress: 'friend@example.com' }],
  // widget gallery, blocked orders
  getGalleryEntry: () => ['widget-1', 'keepsake-uk'],
  listGalleryCategories: () => [],
  createGalleryEntry: () => ['widget-1', 'keepsake-uk', { categoryId: 1, title: 'Trip', description: null }],
  updateGalleryEntry: () => ['widget-1', 'keepsake-uk', { categoryId: 1, title: 'Trip', description: null }],
  deleteGalleryEntry: () => ['widget-1', 'keepsake-uk'],
  getBlockedOrder: () => ['order-1'],
  // AB-test offer, ordering deadlines, product PDFs, invoice group files (decisions 2132, 2150–2152)
  getOfferVariant: () => [],
  listArticleGroups: () => [],
  getCampaign: () => ['Christmas'],
  listPdfs: () => [],
  productPdfId: () => ['BOOK-1'],
  fetchPdf: () => ['pdf-1'],
  fetchInvoiceGroupPdf: () => ['group-1'],
  // orders by account, storage uploads (decisions 2133, 2134)
  listOrdersByAccount: () => ['acc-1', { articleNames: ['PhotoBook'] }],
  getProductOrder: () => [7],
  getUpload: () => ['upload-1', 'acc-1'],
  getAnonymousUploads: () => [['upload-1', 'upload-2']],
  findUploads: () => ['acc-1', ['upload-1', 'upload-2']],
};

/** Clients that read no body when the call succeeds: a malformed body cannot be seen by them. */
const NO_BODY_ON_SUCCESS = new Set([
  'setPaymentMethod', 'deleteAddress', 'deleteAlbum', 'deleteOnePhoto', 'deleteSharedAlbum', 'requestEmailChange', 'requestAccountDeletion',
  'confirmEmailChange', 'confirmAccountDeletion', 'confirmSubscription', 'deleteProject', 'deleteWidget', 'fetchOriginal', 'fetchInvoicePdf',
  'shareWidget', 'deleteGalleryEntry', 'fetchPdf', 'fetchInvoiceGroupPdf', 'changePassword', 'endSession', 'endOtherSessions',
  'fetchPersonalDataFile', 'fetchReceiptPdf',
]);
/** Batched writes report a failed call as ids not done (after their retries), not as an error. */
const BULK = new Set(['addPhotosToAlbum', 'removePhotosFromAlbum']);
/** What a 404 means besides null, false and a refusal outcome: the spec's 'not found' answers. */
const ABSENT_ON_404: Record<string, unknown> = {
  getVoucherDetails: { isVoucherFound: false, optionCode: 'option-1' },
  // A service without the security calls: neither is offered.
  securityFeatures: { passwordChange: false, sessions: false },
  changePassword: { kind: 'unavailable' },
  // A service without the personal-data calls, or without receipts: the pages say so, or show none.
  getPersonalDataRequest: 'unsupported',
  requestPersonalData: 'unsupported',
  receiptOrderCodes: new Set(),
};

type Fault = '500' | '404' | 'timeout' | 'reset' | 'wrong shape' | 'not JSON';
const FAULTS: Record<Fault, () => Response | Promise<Response>> = {
  '500': () => HttpResponse.json({ error: 'internal' }, { status: 500 }),
  '404': () => HttpResponse.json({ error: 'not_found' }, { status: 404 }),
  timeout: async () => (await delay(2_000), HttpResponse.json({})),
  reset: () => HttpResponse.error(),
  'wrong shape': () => HttpResponse.json({ unexpected: [1, 2, 3] }),
  'not JSON': () => new HttpResponse('<html>oops</html>', { status: 200, headers: { 'Content-Type': 'application/json' } }),
};

const modules = import.meta.glob<Record<string, unknown>>('../../app/services/*.server.ts');
const clients: [name: string, fn: (...args: unknown[]) => Promise<unknown>][] = [];
for (const load of Object.values(modules)) {
  for (const [name, value] of Object.entries(await load())) if (typeof value === 'function' && /^[a-z]/.test(name)) clients.push([name, value as never]);
}
const { UpstreamShapeError } = await import('~/services/http.server');
const { CORRELATION_HEADER } = await import('~/lib/log.server');

const server = setupServer();
/** Every request sent, with the correlation id it carries. */
const seen: { method: string; url: string; correlationId: string | null }[] = [];
server.events.on('request:start', ({ request }) => void seen.push({ method: request.method, url: request.url, correlationId: request.headers.get(CORRELATION_HEADER) }));
/** Every line written to stderr (the log), kept from the tests' console. */
const logged: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => (logged.push(String(chunk)), true));
});
afterAll(() => {
  vi.restoreAllMocks();
  server.close();
});

it('every exported function of app/services has an entry (a new client must be added here)', () => {
  const missing = clients.map(([name]) => name).filter((name) => !(name in CALLS));
  expect(missing).toEqual([]);
  expect(clients.filter(([name]) => CALLS[name]).length).toBeGreaterThanOrEqual(70);
});

const ABSENT = [null, false, 'notFound', 'tooManyRequests'];
const isWrite = (method: string) => !['GET', 'HEAD'].includes(method);

describe.each(Object.keys(FAULTS) as Fault[])('upstream answers %s', (fault) => {
  beforeAll(() => server.use(http.all(`${PLATFORM}/*`, FAULTS[fault])));
  afterAll(() => server.resetHandlers());
  it.concurrent.for(clients.filter(([name]) => CALLS[name]).map(([name, fn]) => [name, fn] as const))('%s', async ([name, fn], { expect }) => {
    const ctx = contextFor(fault, name);
    const sent = () => seen.filter((r) => r.correlationId === ctx.correlationId);
    const outcome = await fn(ctx, ...CALLS[name]!()).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    expect(sent().length, 'the client called the platform').toBeGreaterThan(0);
    // Nothing half-done: once an answer failed, no other write went out (retrying the same one is allowed).
    expect(new Set(sent().filter((r) => isWrite(r.method)).map((r) => `${r.method} ${r.url}`)).size).toBeLessThanOrEqual(1);

    const entries = () => logged.filter((line) => line.includes(ctx.correlationId)).map((line) => JSON.parse(line) as { level: string; correlationId?: string });
    const loggedLevels = () => entries().filter((entry) => entry.correlationId === ctx.correlationId).map((entry) => entry.level);
    if (outcome.ok && BULK.has(name)) {
      expect(outcome.value).toEqual({ done: [], failed: ['p1', 'p2'], retriesExceeded: true });
      expect(loggedLevels(), `${name} logged the correlation id`).toContain('error');
      return;
    }
    if (outcome.ok) {
      const value = outcome.value instanceof Response ? 'a response' : outcome.value;
      if (fault === '404' && name in ABSENT_ON_404) expect(value).toEqual(ABSENT_ON_404[name]);
      else if (fault === '404') expect(ABSENT, `${name} resolved ${JSON.stringify(value)} on a 404`).toContain(value);
      else if (fault === 'wrong shape' || fault === 'not JSON') expect(NO_BODY_ON_SUCCESS.has(name), `${name} accepted a malformed body`).toBe(true);
      else expect.fail(`${name} resolved ${JSON.stringify(value)} on ${fault}`);
      return;
    }
    const error = outcome.error as Error & { correlationId?: string };
    expect(error, `${name} threw ${String(error)}`).toBeInstanceOf(Error);
    // A 404 may be the client's own 'not found' (e.g. AlbumNotFoundError): the route answers it with the spec's page.
    if (fault === '404' && error.name.endsWith('NotFoundError')) return;
    expect(error.correlationId).toBe(ctx.correlationId);
    if (fault === 'wrong shape' || fault === 'not JSON') expect(error).toBeInstanceOf(UpstreamShapeError);
    expect(loggedLevels(), `${name} logged the correlation id`).toContain('error');
  });
});
