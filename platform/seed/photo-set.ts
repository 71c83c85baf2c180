import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of real photographs the demo photos are cut from (decision 2485). */
export const PHOTO_SET_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'photos');
const CREDITS_FILE = path.join(PHOTO_SET_DIR, 'CREDITS.md');

/** One row of CREDITS.md's table. */
export interface Credit {
  file: string;
  subject: string;
  package: string;
  original: string;
  author: string;
  licence: string;
}

/** The photographs' table in CREDITS.md, in its order. */
export function readCredits(text = fs.readFileSync(CREDITS_FILE, 'utf8')): Credit[] {
  const rows = text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined).split('|').map((cell) => cell.trim()));
  const [head, rule, ...body] = rows;
  if (head?.join() !== 'file,subject,package,original,author,licence' || !rule?.every((cell) => /^-+$/.test(cell))) throw new Error('CREDITS.md: the table is not file | subject | package | original | author | licence');
  return body.map(([file = '', subject = '', pkg = '', original = '', author = '', licence = '']) => ({ file, subject, package: pkg, original, author, licence }));
}

/** The photographs' file names, in a fixed order (the seed picks from it by index). */
export function photoSetFiles(): string[] {
  return fs
    .readdirSync(PHOTO_SET_DIR)
    .filter((name) => name.endsWith('.jpg'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
