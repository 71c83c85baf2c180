import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '~/config.server';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'keepsake-config-'));

describe('parseConfig', () => {
  it('defaults to the embedded platform on loopback and generates secrets once', () => {
    const dir = dataDir();
    const config = parseConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.PLATFORM_PORT).toBe(3001);
    expect(config.OIDC_ISSUER).toBe('http://localhost:3001/idp');
    expect(config.platformAudience).toBe('http://localhost:3001');
    expect(config.upstream.CUSTOMER_API_URL).toBe('http://localhost:3001/customer-api');
    expect(config.upstream.PUSH_URL).toBe('ws://localhost:3001/push');
    expect(config.embeddedPlatform).toBe(true);
    expect(config.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    const stored = JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8'));
    expect(stored.sessionSecret).toBe(config.SESSION_SECRET);
    expect(parseConfig({ DATA_DIR: dir }).OIDC_CLIENT_SECRET).toBe(config.OIDC_CLIENT_SECRET);
  });

  it('follows PORT and PLATFORM_PORT everywhere', () => {
    const config = parseConfig({ DATA_DIR: dataDir(), PORT: '3400', PLATFORM_PORT: '3401' });
    expect(config.PORT).toBe(3400);
    expect(config.OIDC_ISSUER).toBe('http://localhost:3401/idp');
    expect(config.upstream.PHOTO_API_URL).toBe('http://localhost:3401/photo-api');
  });

  it('does not start the embedded platform when every upstream points elsewhere', () => {
    const env: Record<string, string> = { DATA_DIR: dataDir(), OIDC_ISSUER: 'https://id.example.com' };
    for (const name of [
      'PHOTO_API_URL', 'SHARING_API_URL', 'DOWNLOAD_API_URL', 'PUSH_URL', 'CUSTOMER_API_URL', 'ORDER_API_URL', 'AUTH_SERVICE_URL',
      'PROJECTS_API_URL', 'INVOICE_API_URL', 'WIDGET_API_URL', 'VOUCHER_API_URL', 'EMAIL_GATEWAY_URL', 'DELETION_API_URL',
      'DELIVERY_API_URL', 'REORDER_API_URL', 'PDF_API_URL', 'MERCHANDISE_API_URL', 'STORAGE_API_URL', 'MAILBOX_URL', 'CONFIG_API_URL',
      'ANALYTICS_URL', 'CHAT_URL', 'FEEDBACK_URL', 'AB_TEST_URL', 'CUTOFF_API_URL',
    ]) env[name] = `https://${name.toLowerCase().replace(/_/g, '-')}.example.com`;
    expect(parseConfig(env).embeddedPlatform).toBe(false);
  });

  it('names each invalid variable', () => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), PORT: 'eighty', CUSTOMER_API_URL: 'not a url' })).toThrowError(
      /PORT[\s\S]*CUSTOMER_API_URL|CUSTOMER_API_URL[\s\S]*PORT/,
    );
    expect(() => parseConfig({ DATA_DIR: dataDir(), PRODUCTION: 'maybe' })).toThrowError(ConfigError);
  });

  it('has the customer-care chat on unless CHAT_ENABLED turns it off (decision 2130)', () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).CHAT_ENABLED).toBe(true);
    expect(parseConfig({ DATA_DIR: dataDir(), CHAT_ENABLED: 'false' }).CHAT_ENABLED).toBe(false);
    expect(() => parseConfig({ DATA_DIR: dataDir(), CHAT_ENABLED: 'off' })).toThrowError(/CHAT_ENABLED/);
  });

  it('reads WEB_CONCURRENCY and REDIS_URL, and refuses bad values with a clear message', () => {
    const config = parseConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: '3', REDIS_URL: 'redis://cache:6379/0' });
    expect(config.WEB_CONCURRENCY).toBe(3);
    expect(config.REDIS_URL).toBe('redis://cache:6379/0');
    const defaults = parseConfig({ DATA_DIR: dataDir() });
    expect([defaults.WEB_CONCURRENCY, defaults.REDIS_URL]).toEqual([undefined, undefined]);
    expect(() => parseConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: '0' })).toThrowError(/WEB_CONCURRENCY/);
    expect(() => parseConfig({ DATA_DIR: dataDir(), REDIS_URL: 'http://cache:6379' })).toThrowError(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
  });

  it('reads TRUST_PROXY as express takes it: loopback by default, a list, a hop count or false', () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).TRUST_PROXY).toBe('loopback');
    expect(parseConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
    expect(parseConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('requires the secrets explicitly in production', () => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), PRODUCTION: 'true' })).toThrowError(/SESSION_SECRET[\s\S]*OIDC_CLIENT_SECRET/);
    const config = parseConfig({
      DATA_DIR: dataDir(),
      PRODUCTION: 'true',
      SESSION_SECRET: 's'.repeat(40),
      OIDC_CLIENT_SECRET: 'c'.repeat(40),
    });
    expect(config.PRODUCTION).toBe(true);
  });
});
