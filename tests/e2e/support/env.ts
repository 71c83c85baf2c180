import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Ports, URLs and paths shared by playwright.config.ts and the specs.
 *
 * Two copies of the production build run during the end-to-end tests:
 * - the app on APP_PORT with the embedded platform (identity provider and services) on PLATFORM_PORT;
 * - a "faulty" copy on FAULTY_PORT that uses the same identity provider and services, except the
 *   customer API, which points at a closed port — so every signed-in page meets an upstream failure.
 */
export const ROOT_DIR = fileURLToPath(new URL('../../..', import.meta.url));

/** E2E_PORT_BASE (default 3400) lets several runs share a machine: each takes base … base+7. */
const BASE = Number(process.env.E2E_PORT_BASE ?? 3400);
export const APP_PORT = BASE;
export const PLATFORM_PORT = BASE + 1;
export const FAULTY_PORT = BASE + 2;
/** The faulty copy's PLATFORM_PORT: no upstream points at it, so it starts no platform of its own. */
export const FAULTY_PLATFORM_PORT = BASE + 3;
/** A copy whose photo API is unreachable (the photo library's error states). */
export const PHOTOS_FAULTY_PORT = BASE + 4;
export const PHOTOS_FAULTY_URL = `http://localhost:${PHOTOS_FAULTY_PORT}`;
/** The fault proxy (tests/e2e/support/fault-proxy.ts) and a copy of the app that uses it. */
export const FAULT_PROXY_PORT = BASE + 5;
export const FAULT_PROXY_URL = `http://localhost:${FAULT_PROXY_PORT}`;
export const MUTATIONS_FAULTY_PORT = BASE + 6;
export const MUTATIONS_FAULTY_URL = `http://localhost:${MUTATIONS_FAULTY_PORT}`;
/** A copy whose customer API sits behind the fault proxy: addresses and payment method fail (the settings load error). */
export const SETTINGS_FAULTY_PORT = BASE + 7;
export const SETTINGS_FAULTY_URL = `http://localhost:${SETTINGS_FAULTY_PORT}`;

export const APP_URL = `http://localhost:${APP_PORT}`;
export const PLATFORM_URL = `http://localhost:${PLATFORM_PORT}`;
export const IDP_URL = `${PLATFORM_URL}/idp`;
export const FAULTY_URL = `http://localhost:${FAULTY_PORT}`;
/** A port nothing listens on: calls to it fail at once with ECONNREFUSED. */
export const CLOSED_PORT_URL = 'http://localhost:9';

/**
 * A fresh data directory per run. playwright.config.ts is evaluated by the runner and again by
 * every worker; the runner picks the directory and its workers inherit it through the environment.
 */
process.env.KEEPSAKE_E2E_DATA_DIR ??= path.join(os.tmpdir(), `keepsake-e2e-${process.pid}-${Date.now()}`);
export const DATA_DIR = process.env.KEEPSAKE_E2E_DATA_DIR;

export const DEMO_PASSWORD = 'keepsake-demo';
export const ACCOUNTS = {
  customer: 'customer@example.com',
  business: 'business@example.com',
  deleted: 'deleted@example.com',
} as const;

/** One folder per port base, so concurrent runs on one machine never swap each other's state. */
const AUTH_DIR = path.join(ROOT_DIR, 'tests', '.auth', String(APP_PORT));
/** Signed-in browser state saved by tests/e2e/auth.setup.ts. */
export const STORAGE_STATE = {
  customer: path.join(AUTH_DIR, 'customer.json'),
  business: path.join(AUTH_DIR, 'business.json'),
} as const;

export const AUTH_COOKIES = ['auth_access_token', 'auth_refresh_token', 'auth_id_token'] as const;

/**
 * Debian's Chromium with the flags this machine needs (never a downloaded browser): its headless
 * shell, Playwright's own choice for headless runs, which takes about a quarter less time than
 * the full browser in headless mode (decision 0007). E2E_CHROMIUM=/usr/bin/chromium runs the full
 * browser instead, e.g. to watch a test with --headed.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The browser state every test starts from: the cookie banner already answered ('00', nothing
 * allowed), so pages look as they did before the banner (decision 2120). tests/e2e/consent.spec.ts
 * starts without it.
 */
export const CONSENTED_STATE = {
  cookies: [{ name: 'cookie_consent', value: '00', domain: 'localhost', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' as const }],
  origins: [],
};
