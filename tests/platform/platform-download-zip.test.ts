/** The download archives' entry names and zip writer (platform/download-api), read back by Info-ZIP and by hand. */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitiseEntryName, uniqueNames } from '../../platform/download-api/entry-names';
import { writeZip } from '../../platform/download-api/zip';
import { readZip } from '../support/zip';

describe('entry names', () => {
  it('keeps the last path segment, drops control characters and "..", fills in a name and extension', () => {
    expect(sanitiseEntryName('IMG_0001.jpg', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(sanitiseEntryName('../../etc/passwd', 'image/jpeg')).toBe('passwd.jpg');
    expect(sanitiseEntryName('C:\\Users\\me\\a.png', 'image/png')).toBe('a.png');
    expect(sanitiseEntryName('bad\u0000\u001fname..jpg', 'image/jpeg')).toBe('badname.jpg');
    expect(sanitiseEntryName('..', 'image/heic')).toBe('photo.heic');
    expect(sanitiseEntryName('what?.jpg', 'image/jpeg')).toBe('what_.jpg');
    // A right-to-left override (or isolate, or zero-width space) never reaches the entry's name (docs/security.md).
    expect(sanitiseEntryName('photo\u202egpj.exe', 'image/jpeg')).toBe('photogpj.exe');
    expect(sanitiseEntryName('a\u2067b\u2069\u200b.jpg', 'image/jpeg')).toBe('ab.jpg');
  });
  it('numbers duplicates before the extension, case-insensitively', () => {
    expect(uniqueNames(['a.jpg', 'a.jpg', 'A.JPG', 'a (2).jpg', 'b'])).toEqual(['a.jpg', 'a (2).jpg', 'A (3).JPG', 'a (2) (2).jpg', 'b']);
  });
});

describe('writeZip', () => {
  it('writes archives that Info-ZIP reads back and checks: entries that fit a 4 MB staging buffer whole, a larger one in pieces with a descriptor', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-zip-'));
    try {
      const small = randomBytes(5_000); // under SMALL_FILE: one synchronous read
      const medium = randomBytes(700_000); // read whole into a staging buffer after its header
      const large = randomBytes(9_000_000); // over a staging buffer: three buffers' worth, with a data descriptor
      fs.writeFileSync(path.join(dir, 'small'), small);
      fs.writeFileSync(path.join(dir, 'medium'), medium);
      fs.writeFileSync(path.join(dir, 'large'), large);
      const target = path.join(dir, 'out.zip');
      const mtime = new Date(2024, 4, 17, 10, 30, 20);
      await writeZip(
        [
          { file: path.join(dir, 'small'), name: 'Été.jpg', size: small.length, mtime },
          { file: path.join(dir, 'medium'), name: 'medium.jpg', size: medium.length, mtime },
          { file: path.join(dir, 'large'), name: 'large.jpg', size: large.length, mtime },
          { file: path.join(dir, 'small'), name: 'after.jpg', size: small.length, mtime },
        ],
        target,
      );
      const tested = spawnSync('unzip', ['-t', target], { encoding: 'utf8' });
      expect(tested.status, tested.stdout + tested.stderr).toBe(0);
      expect(tested.stdout).toMatch(/No errors detected/);
      // Buffer.equals, not toEqual: a deep comparison of 9,000,000 bytes one by one takes seconds.
      const read = (name: string) => spawnSync('unzip', ['-p', target, name], { maxBuffer: 16 * 1024 * 1024 }).stdout;
      expect(read('large.jpg').equals(large), 'large.jpg read back byte for byte').toBe(true);
      expect(read('medium.jpg').equals(medium), 'medium.jpg read back byte for byte').toBe(true);
      expect(read('Été.jpg').equals(small), 'Été.jpg read back byte for byte').toBe(true);
      expect(read('after.jpg').equals(small), 'after.jpg read back byte for byte').toBe(true);
      expect(spawnSync('zipinfo', ['-T', target], { encoding: 'utf8' }).stdout).toContain('20240517.103020');
      const details = spawnSync('zipinfo', ['-v', target], { encoding: 'utf8' }).stdout;
      expect(details.match(/extended local header: +(yes|no)/g)?.map((line) => line.split(/ +/).pop())).toEqual(['no', 'no', 'yes', 'no']);
      const entries = readZip(fs.readFileSync(target));
      expect(entries.map((e) => e.name)).toEqual(['Été.jpg', 'medium.jpg', 'large.jpg', 'after.jpg']);
      // Headers, data, central records, one data descriptor and the end record: nothing else.
      const names = entries.reduce((sum, e) => sum + Buffer.byteLength(e.name), 0);
      expect(fs.statSync(target).size).toBe(2 * small.length + medium.length + large.length + 4 * (30 + 46) + 2 * names + 16 + 22);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes a central directory of many blocks, and reuses its buffers for the next archive without stale bytes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-zip-'));
    try {
      const mtime = new Date(2024, 0, 1);
      const archive = async (target: string, count: number, stem: string) => {
        const data = Array.from({ length: count }, (_, i) => Buffer.from(`${stem} ${i}`));
        data.forEach((d, i) => fs.writeFileSync(path.join(dir, `${stem}-${i}`), d));
        // 1,500 names of about 90 bytes: a central directory of about 200 KB, over three 64 KB blocks.
        const names = data.map((_, i) => `${stem}-${'x'.repeat(70)}-${String(i).padStart(5, '0')}.jpg`);
        await writeZip(names.map((name, i) => ({ file: path.join(dir, `${stem}-${i}`), name, size: data[i]!.length, mtime })), target);
        const tested = spawnSync('unzip', ['-t', target], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
        expect(tested.status, tested.stderr).toBe(0);
        expect(readZip(fs.readFileSync(target)).map((e) => `${e.name}=${e.data.toString()}`)).toEqual(names.map((n, i) => `${n}=${data[i]!.toString()}`));
      };
      await archive(path.join(dir, 'many.zip'), 1_500, 'long');
      await archive(path.join(dir, 'next.zip'), 700, 'second');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a file that is not the size it was said to be, and one that is missing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-zip-'));
    try {
      fs.writeFileSync(path.join(dir, 'a'), 'abc');
      fs.writeFileSync(path.join(dir, 'medium'), randomBytes(700_000));
      fs.writeFileSync(path.join(dir, 'large'), randomBytes(5_000_000));
      const mtime = new Date();
      await expect(writeZip([{ file: path.join(dir, 'a'), name: 'a.jpg', size: 4, mtime }], path.join(dir, 'one.zip'))).rejects.toThrow('changed size');
      await expect(writeZip([{ file: path.join(dir, 'gone'), name: 'b.jpg', size: 3, mtime }], path.join(dir, 'two.zip'))).rejects.toMatchObject({ code: 'ENOENT' });
      for (const [file, size] of [['medium', 699_999], ['medium', 700_001], ['large', 4_999_999], ['large', 5_000_001]] as const) {
        await expect(writeZip([{ file: path.join(dir, file), name: 'c.jpg', size, mtime }], path.join(dir, `${file}-${size}.zip`)), `${file} said to be ${size}`).rejects.toThrow('changed size');
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops when its signal aborts with writes under way; once it has rejected, the file can go and the same archive be built again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-zip-'));
    try {
      const data = randomBytes(3_000_000);
      fs.writeFileSync(path.join(dir, 'photo'), data);
      const entries = Array.from({ length: 12 }, (_, i) => ({ file: path.join(dir, 'photo'), name: `${i}.jpg`, size: data.length, mtime: new Date() }));
      const target = path.join(dir, 'out.zip.part');
      const abort = new AbortController();
      const stopped = writeZip(entries, target, { signal: abort.signal, onEntry: (done) => done === 5 && abort.abort(new Error('stopped')) });
      await expect(stopped).rejects.toThrow('stopped');
      fs.rmSync(target);
      await writeZip(entries, target);
      expect(readZip(fs.readFileSync(target)).map((e) => e.data.equals(data))).toEqual(entries.map(() => true));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
