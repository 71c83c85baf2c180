import { describe, expect, it } from 'vitest';
import { exifDateToLocal, readDateTaken } from '../../platform/photo-api/ingest/exif-date';
import { heicExifTiff } from '../../platform/photo-api/ingest/heic-exif';
import { isUsableDate, monthKeyOf } from '../../platform/photo-api/ingest/month-key';
import { sniffImageType } from '../../platform/photo-api/ingest/sniff';
import { decodeCursor, encodeCursor } from '../../platform/photo-api/library/cursor';
import { createMediaSigner, expiryFor, URL_WINDOW_SECONDS } from '../../platform/photo-api/media/signing';
import { cleanFileName } from '../../platform/photo-api/routes/upload';
import { fixture } from '../support/photo-library';

const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(8)]);

describe('ingest building blocks', () => {
  it('sniffs JPEG, PNG and HEIC brands by bytes only', () => {
    expect(sniffImageType(fixture('photo.jpg'))).toBe('jpeg');
    expect(sniffImageType(fixture('photo.png'))).toBe('png');
    expect(sniffImageType(fixture('photo.heic'))).toBe('heic');
    for (const brand of ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']) expect(sniffImageType(ftyp(brand)), brand).toBe('heic');
    for (const brand of ['avif', 'isom', 'mp42', 'qt  ']) expect(sniffImageType(ftyp(brand)), brand).toBeNull();
    expect(sniffImageType(fixture('not-an-image.jpg'))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it('turns EXIF dates into local ISO time and rejects impossible ones', () => {
    expect(exifDateToLocal('2024:05:03 14:05:09')).toBe('2024-05-03T14:05:09');
    expect(exifDateToLocal('2024:02:29 00:00:00')).toBe('2024-02-29T00:00:00');
    expect(exifDateToLocal('2024:05:03 14:05:09.123+02:00')).toBe('2024-05-03T14:05:09');
    for (const bad of ['0000:00:00 00:00:00', '2023:02:29 10:00:00', '2024:13:01 10:00:00', '2024:05:03 24:00:00', '    :  :     :  :  ', '', 20240503, null]) {
      expect(exifDateToLocal(bad), String(bad)).toBeNull();
    }
  });

  it('reads the date taken of JPEG and HEIC, none of PNG', async () => {
    expect(await readDateTaken(`${process.cwd()}/tests/fixtures/photo.jpg`, false)).toBe('2021-07-14T09:30:00');
    expect(await readDateTaken(`${process.cwd()}/tests/fixtures/photo.png`, false)).toBeNull();
    expect(await readDateTaken(fixture('photo.heic'), true)).toBe('2019-12-24T18:00:00');
    expect(heicExifTiff(fixture('photo.heic'))?.subarray(0, 4).toString('latin1')).toBe('II*\u0000');
    expect(heicExifTiff(fixture('photo.jpg'))).toBeNull();
    expect(heicExifTiff(fixture('photo.heic').subarray(0, 100))).toBeNull();
  });

  it('puts unusable dates (none, January 1970) under unknown/0', () => {
    expect(monthKeyOf('2024-05-03T14:05:09')).toBe('2024/5');
    expect(monthKeyOf('1969-12-31T23:59:59')).toBe('1969/12');
    expect(monthKeyOf('1970-02-01T00:00:00')).toBe('1970/2');
    expect(monthKeyOf('1970-01-15T12:00:00')).toBe('unknown/0');
    expect(monthKeyOf(null)).toBe('unknown/0');
    expect(isUsableDate('1970-01-01T00:00:00')).toBe(false);
  });

  it('round-trips cursors and refuses anything else', () => {
    const c = { segment: 'k', value: '2024-05-03T14:05:09', id: '0b6b1a8e-3f8e-4c59-9a53-2f1d3c1e9b10' };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    const created = { segment: 'c', value: '2024-05-03T14:05:09.123Z', id: c.id };
    expect(decodeCursor(encodeCursor(created))).toEqual(created);
    const wire = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const bad of ['', 'abc', wire(['k', '2024-05-03', c.id]), wire(['k', c.value]), wire({ segment: 'k' }), wire(['kk', c.value, c.id]), wire(['k', c.value, "x' or 1=1"])]) {
      expect(decodeCursor(bad), bad).toBeNull();
    }
  });

  it('rounds URL expiry up to the next 6-hour boundary', () => {
    const window = URL_WINDOW_SECONDS;
    const start = 1_800_000_000 - (1_800_000_000 % window);
    expect(expiryFor(start * 1000)).toBe(start + window);
    expect(expiryFor((start + 1) * 1000)).toBe(start + 2 * window);
    expect(expiryFor((start + window - 1) * 1000)).toBe(start + 2 * window);
  });

  it('signs a URL once per window and account, and signs anew in the next window', () => {
    let nowMs = Date.UTC(2026, 0, 1, 1);
    const signer = createMediaSigner(Buffer.alloc(32, 7), 'http://media.test/photo-api/', () => nowMs);
    const first = signer.url('acc-1', 'img-1', '300');
    expect(signer.url('acc-1', 'img-1', '300')).toBe(first);
    expect(new URL(first).searchParams.get('s')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(signer.url('acc-2', 'img-1', '300')).not.toBe(first);
    expect(signer.url('acc-1', 'img-1', '800')).not.toBe(first);
    const read = (url: string) => Object.fromEntries(new URL(url).searchParams) as { e: string; s: string };
    expect(signer.verify('acc-1', 'img-1', '300', Number(read(first).e), read(first).s)).toBe(true);
    expect(signer.verify('acc-2', 'img-1', '300', Number(read(first).e), read(first).s)).toBe(false);
    nowMs += URL_WINDOW_SECONDS * 1000;
    const next = signer.url('acc-1', 'img-1', '300');
    expect(Number(read(next).e)).toBe(Number(read(first).e) + URL_WINDOW_SECONDS);
    expect(signer.verify('acc-1', 'img-1', '300', Number(read(next).e), read(next).s)).toBe(true);
  });

  it('cleans file names', () => {
    expect(cleanFileName('IMG_0001.JPG')).toBe('IMG_0001.JPG');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\photos\\a.jpg')).toBe('a.jpg');
    expect(cleanFileName('a\u0000b\nc.jpg')).toBe('abc.jpg');
    expect(cleanFileName('')).toBe('photo');
    expect(cleanFileName(undefined)).toBe('photo');
    expect(cleanFileName(`${'x'.repeat(300)}.jpg`)).toHaveLength(255);
  });
});
