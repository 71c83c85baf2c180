import { defineConfig } from '@playwright/test';
import { UPSTREAM_SERVICES, type UpstreamName } from './app/config.server';
import {
  APP_PORT,
  APP_URL,
  CONSENTED_STATE,
  CHROMIUM_LAUNCH,
  CLOSED_PORT_URL,
  DATA_DIR,
  FAULTY_PLATFORM_PORT,
  FAULTY_PORT,
  PHOTOS_FAULTY_PORT,
  FAULT_PROXY_PORT,
  FAULT_PROXY_URL,
  MUTATIONS_FAULTY_PORT,
  SETTINGS_FAULTY_PORT,
  IDP_URL,
  PLATFORM_PORT,
  PLATFORM_URL,
} from './tests/e2e/support/env';
import type { SideServer } from './tests/e2e/support/side-servers';

/**
 * End-to-end tests against the production build (scripts/test.sh builds it once before this
 * runs), started the way the README starts the product: `npx tsx server.ts`.
 */


/**
 * A faulty copy: every upstream set explicitly to the first copy's embedded platform — so none
 * points at its own PLATFORM_PORT and app/config.server.ts decides `embeddedPlatform: false` —
 * except `broken`, which points at a closed port. It shares the data directory, hence
 * secrets.json (session secret, OIDC client secret), with the first copy, which is up before
 * the copies start (Playwright starts its web servers one after the other; the copies start
 * side by side, tests/e2e/support/side-servers.ts).
 */
function faultyCopy(name: string, port: number, broken: Partial<Record<UpstreamName, string>>): SideServer {
  const upstreams = Object.fromEntries(
    (Object.entries(UPSTREAM_SERVICES) as [UpstreamName, string][]).map(([service, prefix]) => [
      service,
      broken[service] !== undefined
        ? `${broken[service]}${prefix}`
        : service === 'PUSH_URL'
          ? `ws://localhost:${PLATFORM_PORT}${prefix}`
          : `${PLATFORM_URL}${prefix}`,
    ]),
  );
  return {
    name,
    port,
    script: 'server.ts',
    env: {
      ...upstreams,
      PORT: String(port),
      PLATFORM_PORT: String(FAULTY_PLATFORM_PORT),
      OIDC_ISSUER: IDP_URL,
      DATA_DIR,
      // No embedded platform: one process, as before the cluster (decision 1610).
      WEB_CONCURRENCY: '1',
      // Its upstream failures are expected: not logged. Start-up errors (invalid configuration,
      // crashes) bypass the logger and still reach stderr.
      LOG_LEVEL: 'silent',
    },
  };
}

/** The customer tasks in the other engines: their own project, never the Chromium ones (decision 2300). */
const ENGINE_SPECS = /engines\/[^/]+\.spec\.ts$/;

/** The faulty copies and the fault proxy, started together once the app is up (decision 2030). */
const SIDE_SERVERS: SideServer[] = [
  faultyCopy('faulty', FAULTY_PORT, { CUSTOMER_API_URL: CLOSED_PORT_URL }),
  faultyCopy('photos-faulty', PHOTOS_FAULTY_PORT, { PHOTO_API_URL: CLOSED_PORT_URL }),
  { name: 'fault-proxy', port: FAULT_PROXY_PORT, script: 'tests/e2e/support/fault-proxy.ts', env: { FAULT_PROXY_PORT: String(FAULT_PROXY_PORT), PLATFORM_URL } },
  faultyCopy('mutations-faulty', MUTATIONS_FAULTY_PORT, { PHOTO_API_URL: FAULT_PROXY_URL, DOWNLOAD_API_URL: FAULT_PROXY_URL }),
  // The settings load error: the customer API behind the fault proxy, whose address and payment-method reads fail;
  // the overview's recent orders, the upload records and the offer lookup fail there too (decisions 2132-2134).
  faultyCopy('settings-faulty', SETTINGS_FAULTY_PORT, {
    CUSTOMER_API_URL: FAULT_PROXY_URL,
    CONFIG_API_URL: FAULT_PROXY_URL,
    ORDER_API_URL: FAULT_PROXY_URL,
    STORAGE_API_URL: FAULT_PROXY_URL,
    AB_TEST_URL: FAULT_PROXY_URL,
    AUTH_SERVICE_URL: FAULT_PROXY_URL,
  }),
];

export default defineConfig<object, { scriptsBlocked: boolean }>({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // Accessibility-tree snapshots (tests/e2e/aria-snapshots.spec.ts): one file per page and per
    // project, compared exactly at every depth, so any node added, removed or renamed fails.
    toMatchAriaSnapshot: { pathTemplate: '{testDir}/__snapshots__/{testFileName}/{projectName}/{arg}{ext}', children: 'deep-equal' },
    // Screenshots (tests/e2e/screenshots.spec.ts, JavaScript on only): one PNG per page, brand and
    // width, drawn by Debian's Chromium headless shell with this machine's fonts.
    toHaveScreenshot: { pathTemplate: '{testDir}/__screenshots__/{arg}{ext}', animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Text snapshots (`toMatchSnapshot`): the screen-reader pass's spoken logs
  // (tests/e2e/screen-reader.spec.ts), one file per task and per project.
  snapshotPathTemplate: '{testDir}/__snapshots__/{testFileName}/{projectName}/{arg}{ext}',
  reporter: [['list']],
  // Holds the tests until scripts/test.sh says Vitest is done (the web servers start meanwhile).
  globalSetup: './tests/e2e/support/start-gate.ts',
  use: {
    baseURL: APP_URL,
    // The cookie banner answered, unless a spec says otherwise (tests/e2e/consent.spec.ts).
    storageState: CONSENTED_STATE,
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    // Recording a trace costs about a quarter of a test's time; CI retries a failed test once
    // and records that retry, a local run keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { javaScriptEnabled: true } },
    { name: 'js', dependencies: ['setup'], testIgnore: ENGINE_SPECS, use: { javaScriptEnabled: true } },
    // (The screen-reader pass cannot run its reader in a page without JavaScript: it reads the
    // server's HTML in no-js-scripts-blocked.)
    { name: 'no-js', dependencies: ['setup'], testIgnore: [ENGINE_SPECS, /screen-reader\.spec\.ts$/], grep: /@no-js/, use: { javaScriptEnabled: false } },
    // The @no-js suite once more with JavaScript on and every script file aborted (issue 36): a
    // browser whose scripts fail must get what a browser without JavaScript gets. The tree
    // snapshots are the no-js project's (the same HTML). After no-js: the two change the same
    // demo data (a photo book deleted and recreated), never at the same time.
    {
      name: 'no-js-scripts-blocked',
      dependencies: ['setup', 'no-js'],
      testIgnore: [ENGINE_SPECS, /aria-snapshots\.spec\.ts$/],
      grep: /@no-js/,
      use: { javaScriptEnabled: false, scriptsBlocked: true },
    },
    // Firefox ESR (JavaScript on and off) and WebKitGTK, launched by the specs themselves (decision 2300),
    // after the Chromium projects: beside them the two other browsers took the CPU that timing-
    // sensitive Chromium tests need (one test passing only on its retry per run).
    { name: 'engines', dependencies: ['js', 'no-js', 'no-js-scripts-blocked'], testMatch: ENGINE_SPECS },
  ],
  webServer: [
    {
      name: 'app',
      command: 'npx tsx server.ts',
      url: `${APP_URL}/healthz`,
      env: {
        PORT: String(APP_PORT),
        PLATFORM_PORT: String(PLATFORM_PORT),
        DATA_DIR,
        // Two app workers and the platform process: the shape `npm start` has on two cores, so the
        // suite runs through the cluster and the shared store (decisions 1610, 1611).
        WEB_CONCURRENCY: '2',
        LOG_LEVEL: 'warn',
        // Small export chunks, so a test library of a few photos spans several zips.
        EXPORT_CHUNK_BYTES: '2500',
        // Imports (activation) add a photo every 400 ms.
        IMPORT_DELAY_MS: '400',
        // The signed-in states saved by auth.setup.ts are shared by every spec, and refresh tokens
        // rotate: once the access token expires, the first spec to refresh consumes the shared
        // refresh token and every later one is signed out. The access token therefore outlives the
        // suite (4 h); the silent refresh itself is tested in bad-tokens.spec.ts.
        ACCESS_TOKEN_TTL: '14400',
        // Every spec registers from 127.0.0.1: the per-client registration limit (10 a minute) is
        // tested in tests/platform/idp-register.test.ts, not met here (decision 2312).
        REGISTRATIONS_PER_MINUTE: '1000',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'side servers',
      command: 'npx tsx tests/e2e/support/side-servers.ts',
      env: { SIDE_SERVERS: JSON.stringify(SIDE_SERVERS), SIDE_SERVERS_TIMEOUT_MS: '120000' },
      wait: { stdout: /side servers ready/ },
      reuseExistingServer: false,
      timeout: 130_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
