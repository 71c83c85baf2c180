import { describe, expect, it } from 'vitest';
import { translate } from '~/i18n/t';

const messages = {
  greet: 'Hello, {{name}}',
  photos_one: '{{count}} photo',
  photos_other: '{{count}} photos',
  plain: 'No values',
  taken: 'Taken on {{ date }} at {{time}}.',
  twice: '{{a}}{{a}} and {{b}}',
};

describe('translate', () => {
  it('interpolates values and leaves unknown placeholders visible', () => {
    expect(translate(messages, 'en-GB', 'greet', { name: 'Alex' })).toBe('Hello, Alex');
    expect(translate(messages, 'en-GB', 'greet')).toBe('Hello, {{name}}');
  });
  it('fills every placeholder, spaced or not, each time the same way; values are taken as they are', () => {
    for (let i = 0; i < 2; i++) {
      expect(translate(messages, 'en-GB', 'taken', { date: '1 May 2026', time: '10:00' })).toBe('Taken on 1 May 2026 at 10:00.');
      expect(translate(messages, 'en-GB', 'taken', { date: '$& {{time}}' })).toBe('Taken on $& {{time}} at {{time}}.');
      expect(translate(messages, 'en-GB', 'twice', { a: 1, b: 'x' })).toBe('11 and x');
    }
  });
  it('chooses the plural form of the locale', () => {
    expect(translate(messages, 'en-GB', 'photos', { count: 1 })).toBe('1 photo');
    expect(translate(messages, 'en-GB', 'photos', { count: 3 })).toBe('3 photos');
    expect(translate(messages, 'fr-FR', 'photos', { count: 0 })).toBe('0 photo');
  });
  it('shows the key when a message is missing', () => {
    expect(translate(messages, 'en-GB', 'missing.key')).toBe('missing.key');
  });
});
