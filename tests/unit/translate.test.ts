import { describe, expect, it } from 'vitest';
import { translate } from '~/i18n/t';

const messages = {
  greet: 'Hello, {{name}}',
  photos_one: '{{count}} photo',
  photos_other: '{{count}} photos',
  plain: 'No values',
};

describe('translate', () => {
  it('interpolates values and leaves unknown placeholders visible', () => {
    expect(translate(messages, 'en-GB', 'greet', { name: 'Alex' })).toBe('Hello, Alex');
    expect(translate(messages, 'en-GB', 'greet')).toBe('Hello, {{name}}');
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
